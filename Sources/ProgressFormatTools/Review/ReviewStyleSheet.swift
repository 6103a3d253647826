/// The style sheet of the review pages, inlined into each page so a page needs no other file.
///
/// Review states have one colour each (needs-review amber, reviewed green, translated blue,
/// new and missing grey, invalid red), used for the card's left edge and the state badges;
/// invisible characters show their label (`.inv::before`) while the character itself, sized
/// to nothing, stays in the text for copying.
enum ReviewStyleSheet {
    static let css = """
        :root { --ink: #1f2328; --muted: #59636e; --line: #d1d9e0; --paper: #ffffff; --page: #f6f8fa;
          --amber: #9a6700; --amber-bg: #fff8c5; --green: #1a7f37; --green-bg: #dafbe1; --blue: #0969da;
          --blue-bg: #ddf4ff; --red: #cf222e; --red-bg: #ffebe9; --grey: #59636e; --grey-bg: #eaeef2;
          --purple: #8250df; --purple-bg: #fbefff; }
        * { box-sizing: border-box; }
        body { margin: 0; padding: 24px; background: var(--page); color: var(--ink);
          font: 15px/1.5 "Noto Sans", "DejaVu Sans", system-ui, sans-serif; }
        body > * { max-width: 1240px; margin-left: auto; margin-right: auto; }
        code, .pattern { font-family: "DejaVu Sans Mono", ui-monospace, monospace; font-size: 13px; }
        h1 { font-size: 26px; margin: 0 0 4px; }
        h1 .native { font-weight: normal; color: var(--muted); margin: 0 8px; }
        h2 { font-size: 18px; margin: 0 0 8px; }
        h3 { font-size: 15px; margin: 16px 0 4px; }
        a { color: var(--blue); }
        .meta, .hint, footer { color: var(--muted); }
        .hint { font-size: 13px; }
        header.page { margin-bottom: 16px; }
        .summary, .contents, .message, .scenarios { background: var(--paper); border: 1px solid var(--line);
          border-radius: 8px; padding: 16px 20px; margin-bottom: 16px; }
        ul.states { list-style: none; padding: 0; margin: 0 0 12px; display: flex; flex-wrap: wrap; gap: 8px; }
        ul.states li { padding: 6px 12px; border-radius: 6px; }
        ul.states .count { font-size: 20px; font-weight: bold; margin-right: 4px; }
        dl.lists { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0; }
        dl.lists dt { font-weight: bold; }
        dl.lists dd { margin: 0; }
        .none { color: var(--muted); }
        .legend { font-size: 13px; color: var(--muted); margin-bottom: 0; }
        .contents ol { columns: 3 260px; margin: 0; padding-left: 24px; }
        .contents li { break-inside: avoid; }
        .state, .badge { display: inline-block; font: bold 12px/1.6 "DejaVu Sans", sans-serif; padding: 0 8px;
          border-radius: 10px; vertical-align: middle; }
        .state-needs-review { background: var(--amber-bg); color: var(--amber); }
        .state-reviewed { background: var(--green-bg); color: var(--green); }
        .state-translated { background: var(--blue-bg); color: var(--blue); }
        .state-new, .state-none, .state-missing { background: var(--grey-bg); color: var(--grey); }
        .state-invalid { background: var(--red-bg); color: var(--red); }
        .state-source { background: var(--purple-bg); color: var(--purple); }
        .badge.stale { background: #fff1e5; color: #bc4c00; }
        .badge.error { background: var(--red-bg); color: var(--red); }
        .badge.warning { background: var(--amber-bg); color: var(--amber); }
        .badge.borrowed { background: var(--grey-bg); color: var(--grey); }
        .message { border-left: 6px solid var(--grey); }
        .message.edge-needs-review { border-left-color: #d4a72c; }
        .message.edge-reviewed { border-left-color: var(--green); }
        .message.edge-translated { border-left-color: var(--blue); }
        .message.edge-invalid { border-left-color: var(--red); }
        .message.edge-source { border-left-color: var(--purple); }
        .message h2 code { font-size: 17px; }
        .description { margin: 4px 0 12px; max-width: 80ch; }
        .note { margin: 4px 0 12px; max-width: 80ch; border-left: 3px solid var(--line); padding-left: 8px; }
        .note .label { margin-right: 6px; }
        table { border-collapse: collapse; }
        th, td { border: 1px solid var(--line); padding: 6px 10px; vertical-align: top; text-align: start; }
        thead th { background: var(--page); font-size: 13px; }
        tbody th { font-weight: normal; }
        table.placeholders { margin-bottom: 12px; font-size: 14px; }
        .texts { display: grid; grid-template-columns: max-content 1fr; gap: 6px 16px; align-items: baseline;
          margin-bottom: 12px; }
        .label { font-size: 13px; font-weight: bold; color: var(--muted); }
        .pattern { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; background: var(--page);
          border-radius: 4px; padding: 4px 8px; }
        .pattern.missing { font-family: inherit; color: var(--red); }
        .diff { border: 1px solid #ffd8b5; background: #fff8f2; border-radius: 6px; padding: 8px 12px; margin-bottom: 12px; }
        .diff .label { color: #bc4c00; margin-bottom: 4px; }
        .diff-row { display: grid; grid-template-columns: 9em 1fr; gap: 8px; margin-top: 4px; }
        .diff-label { font-size: 13px; color: var(--muted); }
        del { background: #ffcecb; color: #82071e; text-decoration: line-through; }
        ins { background: #aceebb; color: #044f1e; text-decoration: none; }
        ul.findings { list-style: none; padding: 0; margin: 0 0 12px; }
        .finding { padding: 4px 10px; border-radius: 4px; margin-bottom: 4px; }
        .finding.error { background: var(--red-bg); }
        .finding.warning { background: var(--amber-bg); }
        .finding .severity { font-weight: bold; text-transform: uppercase; font-size: 12px; margin-right: 6px; }
        .finding.error .severity { color: var(--red); }
        .finding.warning .severity { color: var(--amber); }
        .borrowed { color: var(--grey); font-style: italic; }
        .review-record { color: var(--green); margin: 4px 0; }
        .renderings { overflow-x: auto; }
        table.grid { margin-top: 8px; width: 100%; }
        table.grid caption { text-align: start; font-size: 13px; color: var(--muted); padding-bottom: 4px; }
        table.grid th:first-child { width: 1%; }
        table.grid tbody th { white-space: nowrap; font-family: "DejaVu Sans Mono", monospace; font-size: 13px; color: var(--muted); }
        td.none { color: var(--line); text-align: center; }
        .sample { display: flex; gap: 8px; align-items: baseline; }
        .sample + .sample { margin-top: 4px; padding-top: 4px; border-top: 1px dashed var(--line); }
        .sample .n { flex: none; min-width: 2.5em; font: 12px "DejaVu Sans Mono", monospace; color: var(--muted);
          background: var(--grey-bg); border-radius: 4px; padding: 0 4px; text-align: center; }
        .rendered { flex: 1; font-size: 16px; }
        .rendered:empty::after { content: "(nothing)"; color: var(--muted); font-style: italic; font-size: 13px; }
        .single { padding: 8px 12px; background: var(--page); border-radius: 6px; }
        table.scenario-table { width: 100%; }
        table.scenario-table tbody th { white-space: normal; width: 16em; }
        td.rendered { font-size: 15px; }
        .inv { font-size: 0; }
        .inv:not(.open)::before, .inv.open::after { content: attr(data-mark); unicode-bidi: isolate; direction: ltr; display: inline-block;
          font: bold 9px/1.4 "DejaVu Sans", sans-serif; letter-spacing: 0.02em; color: #953800; background: #ffe2cc;
          border-radius: 3px; padding: 0 2px; margin: 0 1px; vertical-align: 2px; }
        footer { font-size: 13px; padding: 8px 0 24px; }
        table.index { width: 100%; background: var(--paper); }
        table.index td.number { text-align: end; font-variant-numeric: tabular-nums; }
        table.index td.zero { color: var(--line); }

        """
}
