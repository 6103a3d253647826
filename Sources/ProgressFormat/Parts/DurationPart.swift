extension LocaleParts {
    /// A duration's shown parts, each formatted by ICU and joined with the locale's unit-list
    /// pattern ("1 minute, 37 seconds", "1 Minute, 37 Sekunden", "دقيقة و٣٧ ثانية").
    ///
    /// Each part goes through ICU, never "number + word", because some languages drop the
    /// numeral (Arabic "دقيقة" is "1 minute").
    /// ICU skeletons: `measure-unit/duration-<unit> unit-width-full-name precision-integer`;
    /// list: `ulistfmt_openForType(ULISTFMT_TYPE_UNITS, ULISTFMT_WIDTH_WIDE)`.
    func duration(_ duration: PlannedDuration) -> String {
        let leading = format(duration.leading)
        guard let trailing = duration.trailing.map(format) else { return leading }
        return list.format(leading, trailing) ?? "\(leading) \(trailing)"
    }

    private func format(_ part: PlannedDuration.Part) -> String {
        durationUnits[part.unit]?.format(Double(part.value)) ?? "\(part.value) \(part.unit.rawValue)"
    }
}
