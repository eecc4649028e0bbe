extension DeviceProfile {
    /// Apple Pencil on a 12.9″ iPad Pro with ProMotion: 240 Hz pen, 120 Hz display,
    /// 1024×1366 pt at 2× (2048×2732 px, 264 ppi = 5.197 pt/mm). Timestamps quantised to 1 ms and
    /// locations to 0.5 pt as in the Inkable recordings, whose interval CV (0.09), lack of gaps and
    /// raw acceleration the 3% jitter and 0.05 mm noise reproduce; force updates as fitted there
    /// (`PropertyUpdateDelay.applePencil`). Input latency and compositor depth chosen so an ideal app lands near the ~20 ms
    /// end-to-end figure published for ProMotion.
    public static let ipadProPencil120 = DeviceProfile(
        name: "ipad-pro-pencil-120", touchType: .stylus,
        digitizerHz: 240, displayHz: 120, pointsPerMM: 264 / 25.4 / 2,
        canvasSize: Size(width: 1024, height: 1366), pixelScale: 2,
        timestampQuantum: 0.001, locationQuantum: 0.5, positionNoiseMM: 0.05,
        sampleIntervalJitter: 0.03, inputLatency: 0.004, compositorFrames: 1, scanoutLatency: 0.004,
        maximumForce: 25.0 / 6.0, reportsTilt: true,
        propertyUpdateDelay: .applePencil
    )

    /// Apple Pencil on the 2015–2016 12.9″ iPad Pro: 240 Hz pen, 60 Hz display (WWDC 2016's
    /// setting, about 40 ms end to end).
    public static let ipadPencil60 = DeviceProfile(
        name: "ipad-pencil-60", touchType: .stylus,
        digitizerHz: 240, displayHz: 60, pointsPerMM: 264 / 25.4 / 2,
        canvasSize: Size(width: 1024, height: 1366), pixelScale: 2,
        timestampQuantum: 0.001, locationQuantum: 0.5, positionNoiseMM: 0.05,
        sampleIntervalJitter: 0.03, inputLatency: 0.006, compositorFrames: 1, scanoutLatency: 0.008,
        maximumForce: 25.0 / 6.0, reportsTilt: true,
        propertyUpdateDelay: .applePencil
    )

    /// A finger on an iPad Air 2 class device: 120 Hz touch scan, 60 Hz display,
    /// 768×1024 pt at 2× (264 ppi); no force or tilt. Timing and noise fitted to real finger
    /// recordings (interval CV 0.2 and more, 0.5–16% gaps, raw acceleration 2–7× below what
    /// 0.2 mm of white noise gives): 12% jitter, 5% of reports lost, 0.05 mm noise.
    package static let ipadFinger60 = DeviceProfile(
        name: "ipad-finger-60", touchType: .direct,
        digitizerHz: 120, displayHz: 60, pointsPerMM: 264 / 25.4 / 2,
        canvasSize: Size(width: 768, height: 1024), pixelScale: 2,
        timestampQuantum: 0.001, locationQuantum: 0.5, positionNoiseMM: 0.05,
        sampleIntervalJitter: 0.12, inputLatency: 0.010, compositorFrames: 1, scanoutLatency: 0.008,
        maximumForce: nil, reportsTilt: false, propertyUpdateDelay: nil, reportLoss: 0.05
    )

    /// An Android tablet with an active stylus: 240 Hz pen, 120 Hz display, 1280×800 dp at 2×
    /// (~274 ppi); the app-to-display path is at least two frames, so the compositor holds 2.
    public static let androidStylus120 = DeviceProfile(
        name: "android-stylus-120", touchType: .stylus,
        digitizerHz: 240, displayHz: 120, pointsPerMM: 274 / 25.4 / 2,
        canvasSize: Size(width: 1280, height: 800), pixelScale: 2,
        timestampQuantum: 0.000001, locationQuantum: 0, positionNoiseMM: 0.05,
        sampleIntervalJitter: 0.03, inputLatency: 0.006, compositorFrames: 2, scanoutLatency: 0.004,
        maximumForce: 1, reportsTilt: true, propertyUpdateDelay: nil
    )

    /// A finger on an Android phone (a 5″ 1080×1920 px panel at 441 ppi and 2.625 px per dp,
    /// 411×731 dp), timing fitted to the recorded finger flings of Android's own velocity-tracker
    /// tests (Pixel "sailfish", 18 flings, 177 kernel-stamped samples): reports 8.47 ms apart
    /// (118 Hz, sd 0.41 ms: 4.9% jitter), 4.4% of intervals a lost report (all at a fling's
    /// start; 6% loss puts 2–5% in synthesized fling sessions), locations on whole pixels, little
    /// noise beyond them (0.02 mm). 60 Hz display; the app-to-display path holds two
    /// compositor frames as on every Android device; the kernel-to-app delay WALT measured on
    /// Pixels and Nexus devices (1.1–3.3 ms) as the input latency. No force or tilt.
    package static let androidFinger60 = DeviceProfile(
        name: "android-finger-60", touchType: .direct,
        digitizerHz: 118, displayHz: 60, pointsPerMM: 441 / 2.625 / 25.4,
        canvasSize: Size(width: 1080 / 2.625, height: 1920 / 2.625), pixelScale: 2.625,
        timestampQuantum: 0.000001, locationQuantum: 1 / 2.625, positionNoiseMM: 0.02,
        sampleIntervalJitter: 0.049, inputLatency: 0.003, compositorFrames: 2, scanoutLatency: 0.008,
        maximumForce: nil, reportsTilt: false, propertyUpdateDelay: nil, reportLoss: 0.06
    )

    /// A Wacom pen display on Linux (evdev): ~200 Hz reports (4–8 ms seen in the evemu
    /// recordings), 60 Hz display, 1920×1080 pt at 1× on a 22″ panel (477 mm wide: 4.03 pt/mm),
    /// microsecond kernel timestamps. Timing and noise fitted to the evemu and MyPaint tablet
    /// recordings: steady reports (1% jitter; their gap-free intervals have CV 0.007–0.078), 20%
    /// lost (gaps of two intervals in 7–27% of theirs), 0.015 mm noise (their raw acceleration).
    public static let wacomLinux60 = DeviceProfile(
        name: "wacom-linux-60", touchType: .stylus,
        digitizerHz: 200, displayHz: 60, pointsPerMM: 1920 / 476.6,
        canvasSize: Size(width: 1920, height: 1080), pixelScale: 1,
        timestampQuantum: 0.000001, locationQuantum: 0, positionNoiseMM: 0.015,
        sampleIntervalJitter: 0.01, inputLatency: 0.008, compositorFrames: 1, scanoutLatency: 0.008,
        maximumForce: 1, reportsTilt: true, propertyUpdateDelay: nil, reportLoss: 0.2
    )

    /// Every built-in profile, the default (`ipad-pro-pencil-120`) first.
    public static let builtIn: [DeviceProfile] = [
        .ipadProPencil120, .ipadPencil60, .ipadFinger60, .androidStylus120, .androidFinger60, .wacomLinux60,
    ]

    /// The built-in profile called `name`, or nil.
    public static func named(_ name: String) -> DeviceProfile? {
        builtIn.first { $0.name == name }
    }
}
