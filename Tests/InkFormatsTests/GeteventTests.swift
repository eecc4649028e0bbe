import Foundation
import InkFormats
import InkIO
import InkModel
import Testing

/// Android `getevent -lt` import: a hand-written two-finger pinch on a phone touchscreen (with
/// a `getevent -il` description, a key device alongside) and a single-pointer pen digitizer,
/// written from getevent's documented output format.
@Suite("Android getevent import")
struct GeteventTests {
    static let pointsPerMM = DeviceProfile.androidStylus120.pointsPerMM

    @Test("pinch: two overlapping fingers, one direct touch each, 12 samples each, 20 px per mm")
    func pinch() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let capture = try folder.write(Self.pinch, to: "pinch.txt")
        let description = try folder.write(Self.pinchDescription, to: "pinch-il.txt")
        let trace = try TraceFormatRegistry.builtIn.read(path: capture, settings: TraceReadSettings(format: .getevent, descriptionPath: description, unitsPerMM: 20))
        #expect(trace.header.sourceKind == .getevent && trace.header.profile == .androidStylus120)
        #expect(trace.header.source == "pinch.txt (axes from pinch-il.txt)")
        #expect(trace.firstProblem() == nil)
        #expect(trace.touchIDs == [1, 2])
        let first = trace.samples.filter { $0.touchID == 1 }, second = trace.samples.filter { $0.touchID == 2 }
        #expect(first.count == 12 && second.count == 12)
        #expect(trace.samples.allSatisfy { $0.type == .direct })
        #expect(first.map(\.phase) == [.began] + Array(repeating: .moved, count: 10) + [.ended])
        #expect(first[0].location == Point(x: 400.0 / 20 * Self.pointsPerMM, y: 1500.0 / 20 * Self.pointsPerMM))
        #expect(first[0].force == 30.0 / 63 && first[5].force == 34.0 / 63)
        #expect(first[0].majorRadius == 6.0 / 2 / 20 * Self.pointsPerMM)
        #expect(first[0].timestamp == 12345.678901)
        #expect(second[0].location == Point(x: 1000.0 / 20 * Self.pointsPerMM, y: 1700.0 / 20 * Self.pointsPerMM))
        #expect(second[0].timestamp < first[11].timestamp, "the fingers overlap in time")
        for samples in [first, second] {
            for (a, b) in zip(samples, samples.dropFirst()) {
                #expect(hypot(b.location.x - a.location.x, b.location.y - a.location.y) <= 10 * 2.0.squareRoot() / 20 * Self.pointsPerMM + 1e-9)
            }
        }
        let withoutDescription = try TraceFormatRegistry.builtIn.read(path: capture, settings: TraceReadSettings(format: .getevent, unitsPerMM: 20))
        #expect(withoutDescription.samples.map(\.location) == trace.samples.map(\.location))
        #expect(withoutDescription.samples.allSatisfy { $0.force == nil })
    }

    @Test("a pen digitizer without multi-touch: BTN_TOUCH contacts, hover left out, resolution from the description")
    func pen() throws {
        let description = (bytes: Array(Self.penDescription.utf8), path: "pen-il.txt")
        let trace = try GeteventReader.read(bytes: Array(Self.pen.utf8), file: "pen.txt", description: description, unitsPerMM: nil)
        #expect(trace.samples.count == 3)
        #expect(trace.samples.map(\.phase) == [.began, .moved, .ended])
        #expect(trace.samples.allSatisfy { $0.type == .stylus && $0.touchID == 1 })
        #expect(trace.samples[0].location == Point(x: 1 * Self.pointsPerMM, y: 2 * Self.pointsPerMM))
        #expect(trace.samples[1].location.x == 1.1 * Self.pointsPerMM)
        #expect(trace.samples[0].force == 2048.0 / 4095 && trace.samples[2].force == 0)
        #expect(trace.samples.map(\.timestamp) == [100.005, 100.01, 100.015])
    }

    @Test("bad captures are one line naming the file and line")
    func errors() throws {
        let description = (bytes: Array(Self.pinchDescription.utf8), path: "il.txt")
        func error(_ text: String, description: (bytes: [UInt8], path: String)? = description, unitsPerMM: Double? = 20) -> String? {
            (#expect(throws: TraceFileError.self) {
                try GeteventReader.read(bytes: Array(text.utf8), file: "c.txt", description: description, unitsPerMM: unitsPerMM)
            })?.description
        }
        #expect(error("hello\n") == "c.txt:1: not a getevent -lt line (expected `[ seconds] /dev/input/eventN: TYPE CODE VALUE`): wrong format?")
        #expect(error("[  1.5] EV_ABS ABS_X zz\n") == "c.txt:1: invalid event value \"zz\" (expected up to 8 hex digits, DOWN or UP)")
        #expect(error("[  1,5] EV_ABS ABS_X 00000001\n") == "c.txt:1: invalid event time \"1,5\" (expected seconds.microseconds)")
        #expect(error("add device 1: /dev/input/event2\n") == "c.txt: no events (lines like `[ 12.345678] /dev/input/event2: EV_ABS ABS_MT_POSITION_X 000003e8`): not a getevent -lt capture, or an empty one")
        #expect(error(Self.pinch, description: nil, unitsPerMM: nil) == "c.txt: no axis description: pass --description FILE (the output of 'adb shell getevent -il') or --points-per-mm N")
        #expect(error(Self.pinch, unitsPerMM: nil)?.hasPrefix("c.txt: ABS_MT_POSITION_X has no resolution (units per mm) in the axis description") == true)
        #expect(error(Self.pinch.replacingOccurrences(of: "ABS_MT_POSITION_X    00000190", with: "ABS_MT_POSITION_X    000005a0"))
            == "c.txt:6: ABS_MT_POSITION_X value 1440 lies outside the described range 0…1439")
        #expect(error(Self.pinch + "\n[  12346.000000] /dev/input/event3: EV_ABS ABS_X 00000001\n")
            == "c.txt: position events from several devices (/dev/input/event2, /dev/input/event3); capture one: getevent -lt /dev/input/eventN")
        #expect(error(Self.pinch, description: (Array("add device 1: /dev/input/event2\n  name: \"x\"\n".utf8), "il.txt"))
            == "il.txt: no axes for /dev/input/event2 (lines like `ABS_MT_POSITION_X : value 0, min 0, max 1439, …`): capture them with getevent -il")
    }

    /// A pen digitizer watched alone (`getevent -lt /dev/input/event5`, so no device column):
    /// hover, then a 3-report contact.
    static let pen = """
        [     100.000000] EV_KEY       BTN_TOOL_PEN         DOWN
        [     100.000000] EV_ABS       ABS_X                00000064
        [     100.000000] EV_ABS       ABS_Y                000000c8
        [     100.000000] EV_SYN       SYN_REPORT           00000000
        [     100.005000] EV_KEY       BTN_TOUCH            DOWN
        [     100.005000] EV_ABS       ABS_PRESSURE         00000800
        [     100.005000] EV_SYN       SYN_REPORT           00000000
        [     100.010000] EV_ABS       ABS_X                0000006e
        [     100.010000] EV_SYN       SYN_REPORT           00000000
        [     100.015000] EV_KEY       BTN_TOUCH            UP
        [     100.015000] EV_ABS       ABS_PRESSURE         00000000
        [     100.015000] EV_SYN       SYN_REPORT           00000000
        [     100.020000] EV_KEY       BTN_TOOL_PEN         UP
        [     100.020000] EV_SYN       SYN_REPORT           00000000
        """

    static let penDescription = """
        add device 1: /dev/input/event5
          name:     "sec_e-pen"
          events:
            KEY (0001): BTN_TOOL_PEN          BTN_TOUCH             BTN_STYLUS
            ABS (0003): ABS_X                 : value 0, min 0, max 20479, fuzz 0, flat 0, resolution 100
                        ABS_Y                 : value 0, min 0, max 12799, fuzz 0, flat 0, resolution 100
                        ABS_PRESSURE          : value 0, min 0, max 4095, fuzz 0, flat 0, resolution 0
          input props:
            INPUT_PROP_DIRECT
        """

    /// Two fingers 8.333 ms apart per report: slot 0 from report 0 to 11, slot 1 from 2 to 13,
    /// a volume key on another device in between.
    static let pinch = """
        add device 1: /dev/input/event0
          name:     "gpio-keys"
        add device 2: /dev/input/event2
          name:     "sec_touchscreen"
        [  12345.678901] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   0000002a
        [  12345.678901] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    00000190
        [  12345.678901] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    000005dc
        [  12345.678901] /dev/input/event2: EV_ABS       ABS_MT_TOUCH_MAJOR   00000006
        [  12345.678901] /dev/input/event2: EV_ABS       ABS_MT_PRESSURE      0000001e
        [  12345.678901] /dev/input/event2: EV_KEY       BTN_TOUCH            DOWN
        [  12345.678901] /dev/input/event2: EV_KEY       BTN_TOOL_FINGER      DOWN
        [  12345.678901] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
        [  12345.687234] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    00000186
        [  12345.687234] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    000005d2
        [  12345.687234] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
        [  12345.695567] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    0000017c
        [  12345.695567] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    000005c8
        [  12345.695567] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000001
        [  12345.695567] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   0000002b
        [  12345.695567] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    000003e8
        [  12345.695567] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    000006a4
        [  12345.695567] /dev/input/event2: EV_ABS       ABS_MT_TOUCH_MAJOR   00000007
        [  12345.695567] /dev/input/event2: EV_ABS       ABS_MT_PRESSURE      0000001c
        [  12345.695567] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
        [  12345.703900] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000000
        [  12345.703900] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    00000172
        [  12345.703900] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    000005be
        [  12345.703900] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000001
        [  12345.703900] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    000003f2
        [  12345.703900] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    000006ae
        [  12345.703900] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
        [  12345.712233] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000000
        [  12345.712233] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    00000168
        [  12345.712233] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    000005b4
        [  12345.712233] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000001
        [  12345.712233] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    000003fc
        [  12345.712233] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    000006b8
        [  12345.712233] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
        [  12345.720566] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000000
        [  12345.720566] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    0000015e
        [  12345.720566] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    000005aa
        [  12345.720566] /dev/input/event2: EV_ABS       ABS_MT_PRESSURE      00000022
        [  12345.720566] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000001
        [  12345.720566] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    00000406
        [  12345.720566] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    000006c2
        [  12345.720566] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
        [  12345.728899] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000000
        [  12345.728899] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    00000154
        [  12345.728899] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    000005a0
        [  12345.728899] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000001
        [  12345.728899] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    00000410
        [  12345.728899] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    000006cc
        [  12345.728899] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
        [  12345.728999] /dev/input/event0: EV_KEY       KEY_VOLUMEDOWN       DOWN
        [  12345.728999] /dev/input/event0: EV_SYN       SYN_REPORT           00000000
        [  12345.737232] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000000
        [  12345.737232] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    0000014a
        [  12345.737232] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    00000596
        [  12345.737232] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000001
        [  12345.737232] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    0000041a
        [  12345.737232] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    000006d6
        [  12345.737232] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
        [  12345.745565] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000000
        [  12345.745565] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    00000140
        [  12345.745565] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    0000058c
        [  12345.745565] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000001
        [  12345.745565] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    00000424
        [  12345.745565] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    000006e0
        [  12345.745565] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
        [  12345.753898] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000000
        [  12345.753898] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    00000136
        [  12345.753898] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    00000582
        [  12345.753898] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000001
        [  12345.753898] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    0000042e
        [  12345.753898] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    000006ea
        [  12345.753898] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
        [  12345.762231] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000000
        [  12345.762231] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    0000012c
        [  12345.762231] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    00000578
        [  12345.762231] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000001
        [  12345.762231] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    00000438
        [  12345.762231] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    000006f4
        [  12345.762231] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
        [  12345.770564] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000000
        [  12345.770564] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   ffffffff
        [  12345.770564] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000001
        [  12345.770564] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    00000442
        [  12345.770564] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    000006fe
        [  12345.770564] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
        [  12345.778897] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    0000044c
        [  12345.778897] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    00000708
        [  12345.778897] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
        [  12345.787230] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   ffffffff
        [  12345.787230] /dev/input/event2: EV_KEY       BTN_TOUCH            UP
        [  12345.787230] /dev/input/event2: EV_KEY       BTN_TOOL_FINGER      UP
        [  12345.787230] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
        """

    static let pinchDescription = """
        add device 1: /dev/input/event0
          bus:      0000
          vendor    0001
          product   0001
          version   0001
          name:     "gpio-keys"
          location: "gpio-keys/input0"
          id:       ""
          version:  1.0.1
          events:
            KEY (0001): KEY_VOLUMEDOWN        KEY_VOLUMEUP          KEY_POWER
          input props:
            <none>
        add device 2: /dev/input/event2
          bus:      0000
          vendor    0000
          product   0000
          version   0000
          name:     "sec_touchscreen"
          location: "sec_touchscreen/input1"
          id:       ""
          version:  1.0.1
          events:
            KEY (0001): KEY_WAKEUP            BTN_TOUCH             BTN_TOOL_FINGER
            ABS (0003): ABS_MT_SLOT           : value 0, min 0, max 9, fuzz 0, flat 0, resolution 0
                        ABS_MT_TOUCH_MAJOR    : value 0, min 0, max 255, fuzz 0, flat 0, resolution 0
                        ABS_MT_TOUCH_MINOR    : value 0, min 0, max 255, fuzz 0, flat 0, resolution 0
                        ABS_MT_POSITION_X     : value 0, min 0, max 1439, fuzz 0, flat 0, resolution 0
                        ABS_MT_POSITION_Y     : value 0, min 0, max 3119, fuzz 0, flat 0, resolution 0
                        ABS_MT_TRACKING_ID    : value 0, min 0, max 65535, fuzz 0, flat 0, resolution 0
                        ABS_MT_PRESSURE       : value 0, min 0, max 63, fuzz 0, flat 0, resolution 0
          input props:
            INPUT_PROP_DIRECT
        """
}
