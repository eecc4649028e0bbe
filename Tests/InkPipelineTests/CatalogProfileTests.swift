import InkPipeline
import Testing

/// Each catalog entry carries the `profile:` of the set that declares it, so a configuration
/// named on its own still knows the device it is meant for.
struct CatalogProfileTests {
    @Test func everyEntryKnowsItsSetsProfile() throws {
        let catalog = try ShippedConfigurations.catalog()
        for name in ["wwdc-live-touch-only", "wwdc-coalesced", "wwdc-display-link", "wwdc-predicted"] {
            #expect(catalog.entry(named: name)?.profile == "ipad-pencil-60", "\(name)")
            #expect(catalog.entry(named: name)?.source.hasSuffix("wwdc2016.yaml") == true)
        }
        #expect(catalog.entry(named: "default-naive")?.profile == "ipad-pro-pencil-120")
        let naive = try #require(catalog.entry(named: "naive"))
        #expect(naive.profile == nil && naive.source.hasSuffix("pipelines.yaml"))
        #expect(catalog.entry(named: "no-such-configuration") == nil)
    }
}
