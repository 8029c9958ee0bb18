import Fieldwork
import Testing

@Suite struct EnvironmentValuesTests {
  @Test func customEnvironmentKeysHaveDefaults() {
    struct ThemeKey: EnvironmentKey { static let defaultValue = "light" }
    var environment = EnvironmentValues()
    #expect(environment[ThemeKey.self] == "light")
    environment[ThemeKey.self] = "dark"
    #expect(environment[ThemeKey.self] == "dark")
    #expect(environment.isEnabled)
  }

  @Test func isEnabledDefaultsToTrueAndCanBeSet() {
    var environment = EnvironmentValues()
    #expect(environment.isEnabled)
    environment.isEnabled = false
    #expect(!environment.isEnabled)
  }
}
