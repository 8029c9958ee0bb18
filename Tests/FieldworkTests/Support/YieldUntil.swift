/// Lets other tasks on the executor run until `condition` holds, a bounded number of turns
/// (never a wall-clock wait, so no test depends on the machine's speed). Runs in the
/// caller's isolation, so the condition may read the caller's state.
func yieldUntil(
  isolation: isolated (any Actor)? = #isolation, _ condition: () -> Bool
) async {
  for _ in 0..<10_000 where !condition() { await Task.yield() }
}
