@testable import ProgressFormat
import Testing
import ProgressTables

@Suite struct NumberModelThroughputTests {
    static let rates: [Int64] = [0, 400, 949, 950, 50_000, 2_500_000, 999_500, .max]

    @Test(arguments: [
        ("en", ["0 kB/s", "0.4 kB/s", "0.9 kB/s", "1 kB/s", "50 kB/s", "2.5 MB/s", "1.0 MB/s", "9,223.37 PB/s"]),
        ("de", ["0 kB/s", "0,4 kB/s", "0,9 kB/s", "1 kB/s", "50 kB/s", "2,5 MB/s", "1,0 MB/s", "9.223,37 PB/s"]),
        ("fr", ["0\u{202F}ko/s", "0,4\u{202F}ko/s", "0,9\u{202F}ko/s", "1\u{202F}ko/s", "50\u{202F}ko/s", "2,5\u{202F}Mo/s",
                "1,0\u{202F}Mo/s", "9\u{202F}223,37\u{202F}Po/s"]),
        ("ru", ["0 кБ/c", "0,4 кБ/c", "0,9 кБ/c", "1 кБ/c", "50 кБ/c", "2,5 МБ/c", "1,0 МБ/c", "9\u{00A0}223,37 ПБ/c"]),
        ("ja", ["0 KB/秒", "0.4 KB/秒", "0.9 KB/秒", "1 KB/秒", "50 KB/秒", "2.5 MB/秒", "1.0 MB/秒", "9,223.37 PB/秒"]),
    ])
    func formatsRates(locale: String, expected: [String]) throws {
        let parts = try #require(NumberModel(locale: locale))
        let actual = Self.rates.map { rate -> String in
            if case .measure(let measure) = ByteCountPlanner.throughput(rate) { parts.measure(measure) } else { "?" }
        }
        #expect(actual == expected)
    }

    /// A rate below 950 B/s is planned already rounded to the one digit that is not zero it
    /// shows — tenths of a kB from 100 B/s, hundredths from 10 B/s, thousandths below (half-even,
    /// so 450 B/s is 0.4 and 550 B/s is 0.6) — and reads as ICU rounds the unrounded rate to
    /// those places.
    @Test(arguments: ["en", "ar", "de"])
    func slowRatesArePlannedRounded(locale: String) throws {
        let parts = try #require(NumberModel(locale: locale))
        var formatters: [Int: ICUNumberFormatter] = [:]
        for places in 1...3 {
            let format = PlannedMeasure(value: PlannedDecimal(0), unit: .bytesPerSecond(.kilobyte),
                                        precision: .maximumFractionDigits(places), width: UnitWidth.wide.rateWidth).format
            let formatter = try #require(ICUNumberFormatter(skeleton: format.skeleton, locale: locale))
            formatters[places] = formatter
        }
        for rate in Int64(0)..<950 {
            guard case .measure(let measure) = ByteCountPlanner.throughput(rate) else {
                Issue.record("no measure for \(rate)")
                continue
            }
            let places = rate >= 95 || rate == 0 ? 1 : rate >= 10 ? 2 : 3
            #expect(measure.value.fractionDigits <= places, "\(rate)")
            #expect(parts.measure(measure) == formatters[places]?.format(Double(rate) / 1000), "\(locale) \(rate)")
        }
        let values = [0, 1, 9, 10, 49, 94, 95, 437, 450, 550, 949].map { rate -> String in
            if case .measure(let measure) = ByteCountPlanner.throughput(Int64(rate)) { measure.value.description } else { "?" }
        }
        #expect(values == ["0", "0.001", "0.009", "0.01", "0.05", "0.09", "0.1", "0.4", "0.4", "0.6", "0.9"])
    }

    @Test(arguments: [-1, Double.nan, Double.infinity, -Double.infinity])
    func leavesOutRatesThatCannotBeShown(rate: Double) {
        #expect(AdditionalDescriptionPlanner.throughputValue(rate) == nil)
    }

    /// A rate beyond `Int64` is left out like any rate that cannot be shown (it was clamped to
    /// "9,223.37 PB/s"); the largest below 2^63 is shown.
    @Test func leavesOutRatesBeyondInt64() {
        for rate in [1e19, 1e300, Double(Int64.max), Double.greatestFiniteMagnitude] {
            #expect(AdditionalDescriptionPlanner.throughputValue(rate) == nil, "\(rate)")
        }
        #expect(AdditionalDescriptionPlanner.throughputValue(9.2e18) == ByteCountPlanner.throughput(9_200_000_000_000_000_000))
        #expect(AdditionalDescriptionPlanner.throughputValue(49_999.5) == ByteCountPlanner.throughput(50_000))
    }
}
