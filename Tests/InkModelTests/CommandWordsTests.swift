import InkModel
import Testing

/// Command lines split into words without a shell, and written back.
struct CommandWordsTests {
    @Test(arguments: [
        ("python3 my_predictor.py", ["python3", "my_predictor.py"]),
        ("  python3\t -u  p.py ", ["python3", "-u", "p.py"]),
        ("python3 'my predictor.py' \"a \\\"b\\\"\" c\\ d", ["python3", "my predictor.py", "a \"b\"", "c d"]),
        ("echo '$HOME' `x` ; rm", ["echo", "$HOME", "`x`", ";", "rm"]),
        ("a '' \"\"", ["a", "", ""]),
        ("'it'\\''s'", ["it's"]),
    ])
    func splitting(text: String, words: [String]) throws {
        #expect(try CommandWords.split(text) == words)
        #expect(try CommandWords.split(CommandWords.join(words)) == words)
    }

    @Test func joiningQuotesOnlyWhatNeedsIt() {
        #expect(CommandWords.join(["python3", "my predictor.py", "it's", ""]) == "python3 'my predictor.py' 'it'\\''s' ''")
    }

    @Test(arguments: [("python3 'p.py", "unterminated ' quote in 'python3 'p.py'"), ("a \"b", "unterminated \" quote in 'a \"b'"), ("a b\\", "trailing \\ in 'a b\\'")])
    func aBrokenCommandLineIsOneLine(text: String, message: String) {
        #expect {
            try CommandWords.split(text)
        } throws: { error in
            String(describing: error) == message
        }
    }
}
