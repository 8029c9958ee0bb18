// Fieldwork benchmarks. Run with:
//   swift run --package-path Benchmarks -c release FieldworkBenchmarks [name ...]
// Every figure is a `key=value` line; baselines are measured in the same run. Groups: state,
// typing, document, uikit, formatting, swiftui, accessibility, previews, time, search,
// terminal, live (and live-synthetic, pipeline, profile, by name only).

let selected = Set(CommandLine.arguments.dropFirst())
func wants(_ name: String) -> Bool { selected.isEmpty || selected.contains(name) }

print("quick=\(Bench.quick)")
if wants("state") { StateWriteBenchmark.run() }
if wants("typing") { TypingBenchmark.run() }
// The keystroke pipeline alone, ten times longer, for a profiler.
if selected.contains("pipeline") {
  TypingBenchmark.pipeline(scale: 10)
}
if wants("document") { DocumentBenchmark.run() }
if wants("uikit") { UIKitWrapperBenchmark.run() }
if wants("formatting") { FormattingBenchmark.run() }
if wants("swiftui") { SwiftUIListBenchmark.run() }
if wants("accessibility") { AccessibilityBenchmark.run() }
if wants("previews") { PreviewBenchmark.run() }
if wants("time") { await TimeBenchmark.run() }
if selected.contains("time-breakdown") { await TimeBenchmark.breakdown() }
if wants("search") { SearchBenchmark.run() }
if wants("terminal") { TerminalBenchmark.run() }
// The real contacts-search binary under a pseudo-terminal (build it first; see the file).
if wants("live") || selected.contains("live-synthetic") {
  LiveBenchmark.run(syntheticOnly: !wants("live"))
}
if selected.contains("profile") { SearchProfile.run() }
if selected.contains("swiftui-profile") {
  SwiftUIListBenchmark.profileErasing()
}
if selected.contains("swiftui-keystroke-profile") {
  SwiftUIListBenchmark.profileKeystrokeOverEveryRow()
}
if selected.contains("swiftui-every-row-profile") {
  SwiftUIListBenchmark.profileEveryRow()
}
