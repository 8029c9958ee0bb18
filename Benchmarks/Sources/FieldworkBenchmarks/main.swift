// Fieldwork benchmarks. Run with:
//   swift run --package-path Benchmarks -c release FieldworkBenchmarks [name ...]
// Every figure is a `key=value` line; baselines are measured in the same run. Groups: state,
// typing, document, uikit, formatting, swiftui, accessibility, previews, search, terminal, live (and
// live-synthetic, pipeline,
// profile, by name only).

let selected = Set(CommandLine.arguments.dropFirst())
func wants(_ name: String) -> Bool { selected.isEmpty || selected.contains(name) }

print("quick=\(Bench.quick)")
if wants("state") { StateWriteBenchmark.run() }
if wants("typing") { TypingBenchmark.run() }
// The keystroke pipeline alone, ten times longer, for a profiler.
if selected.contains("pipeline") {
  MainActor.assumeIsolated { TypingBenchmark.pipeline(scale: 10) }
}
if wants("document") { MainActor.assumeIsolated { DocumentBenchmark.run() } }
if wants("uikit") { MainActor.assumeIsolated { UIKitWrapperBenchmark.run() } }
if wants("formatting") { MainActor.assumeIsolated { FormattingBenchmark.run() } }
if wants("swiftui") { MainActor.assumeIsolated { SwiftUIListBenchmark.run() } }
if wants("accessibility") { MainActor.assumeIsolated { AccessibilityBenchmark.run() } }
if wants("previews") { MainActor.assumeIsolated { PreviewBenchmark.run() } }
if wants("search") { SearchBenchmark.run() }
if wants("terminal") { MainActor.assumeIsolated { TerminalBenchmark.run() } }
// The real contacts-search binary under a pseudo-terminal (build it first; see the file).
if wants("live") || selected.contains("live-synthetic") {
  MainActor.assumeIsolated { LiveBenchmark.run(syntheticOnly: !wants("live")) }
}
if selected.contains("profile") { SearchProfile.run() }
if selected.contains("swiftui-profile") {
  MainActor.assumeIsolated { SwiftUIListBenchmark.profileErasing() }
}
if selected.contains("swiftui-keystroke-profile") {
  MainActor.assumeIsolated { SwiftUIListBenchmark.profileKeystrokeOverEveryRow() }
}
if selected.contains("swiftui-every-row-profile") {
  MainActor.assumeIsolated { SwiftUIListBenchmark.profileEveryRow() }
}
