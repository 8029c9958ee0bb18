import Fieldwork
import Foundation

/// readline's Alt-U, Alt-L and Alt-C: a change of the letters of the words in a range.
enum CaseChange {
  case upcase, downcase, capitalize

  /// `text` changed: letters mapped one scalar to one scalar, as readline's `towupper` maps
  /// them (`ß` stays `ß`); capitalising uppercases the first letter of each readline word
  /// and lowercases the rest.
  func apply(to text: Substring) -> String {
    var result = ""
    var inWord = false
    for character in text {
      let upper: Bool
      switch self {
      case .upcase: upper = true
      case .downcase: upper = false
      case .capitalize: upper = !inWord
      }
      inWord = character.isReadlineWordCharacter
      guard character.isReadlineWordCharacter else {
        result.append(character)
        continue
      }
      for scalar in character.unicodeScalars {
        let mapping =
          upper ? scalar.properties.uppercaseMapping : scalar.properties.lowercaseMapping
        let mapped = mapping.unicodeScalars
        if mapped.count == 1, let only = mapped.first {
          result.unicodeScalars.append(only)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
