const TEST_FILE_RE =
  /(^|\/)(__tests__|tests?|spec)\/|\.(test|spec)\.[cm]?[jt]sx?$|(^|\/)test_[^/]*\.py$|_test\.(py|go)$|_spec\.rb$/;

/** Whether a path looks like a test file in the common layouts of JS/TS, Python, Go and Ruby. */
export function isTestFile(path: string): boolean {
  return TEST_FILE_RE.test(path);
}
