import InkRecord
import Testing

@Suite("The recorder's printed addresses")
struct RecorderAddressesTests {
    @Test("bound to one address, the page is at that address only; loopback is 127.0.0.0/8")
    func oneAddress() {
        #expect(RecorderAddresses.urls(bindAddress: "127.0.0.1", port: 8123, token: "t") == ["http://127.0.0.1:8123/t/"])
        #expect(RecorderAddresses.urls(bindAddress: "192.168.1.20", port: 80, token: "abc") == ["http://192.168.1.20:80/abc/"])
        #expect(RecorderAddresses.isLoopback("127.0.0.1") && RecorderAddresses.isLoopback("127.1.2.3"))
        #expect(!RecorderAddresses.isLoopback("192.168.1.20"))
    }

    @Test("bound to every interface (asked for with --bind), the page is listed at each address that is up, loopback last")
    func everyInterface() {
        let urls = RecorderAddresses.urls(bindAddress: "0.0.0.0", port: 9000, token: "t")
        #expect(!urls.isEmpty && urls.allSatisfy { $0.hasPrefix("http://") && $0.hasSuffix(":9000/t/") })
        #expect(urls.last?.hasPrefix("http://127.") == true, "\(urls)")
    }
}
