#if !canImport(Darwin)
  import Foundation

  extension AttributedString {
    /// An attributed string from inline Markdown, where Foundation has no parser of its own
    /// (Linux): `**strong**`, `*emphasis*`, `_emphasis_`, `~~strikethrough~~` and `` `code` ``
    /// keep their text and lose their markers, `[text](url)` keeps its text with the URL as
    /// its `link`, and a backslash escapes the character after it. Text shown by a
    /// `Text(AttributedString(markdown:))` reads as it does on a device.
    ///
    /// Only inline syntax is read: block syntax (headings, lists, quotes) stays as it is.
    public init(markdown: String, baseURL: URL? = nil) throws {
      self = InlineMarkdown.parse(Substring(markdown), baseURL: baseURL)
    }
  }

  /// The inline Markdown reader behind `AttributedString(markdown:)` on Linux.
  enum InlineMarkdown {
    static func parse(_ text: Substring, baseURL: URL?) -> AttributedString {
      var result = AttributedString()
      var plain = ""
      func flush() {
        if !plain.isEmpty { result += AttributedString(plain) }
        plain = ""
      }
      var index = text.startIndex
      while index < text.endIndex {
        let character = text[index]
        let rest = text[index...]
        if character == "\\", text.index(after: index) < text.endIndex {
          plain.append(text[text.index(after: index)])
          index = text.index(index, offsetBy: 2)
          continue
        }
        if character == "[", let (label, url, end) = link(in: rest) {
          flush()
          var linked = parse(label, baseURL: baseURL)
          linked.link = URL(string: String(url), relativeTo: baseURL)
          result += linked
          index = end
          continue
        }
        if let (inner, end) = delimited(rest) {
          flush()
          result += parse(inner, baseURL: baseURL)
          index = end
          continue
        }
        plain.append(character)
        index = text.index(after: index)
      }
      flush()
      return result
    }

    /// `**…**`, `__…__`, `~~…~~`, `*…*`, `_…_` or `` `…` `` at the start of `text`: its inner
    /// text and where it ends.
    private static func delimited(_ text: Substring) -> (Substring, Substring.Index)? {
      for marker in ["**", "__", "~~", "*", "_", "`"] where text.hasPrefix(marker) {
        let start = text.index(text.startIndex, offsetBy: marker.count)
        guard start < text.endIndex, text[start] != " ",
          let close = text[start...].range(of: marker), close.lowerBound > start
        else { continue }
        return (text[start..<close.lowerBound], close.upperBound)
      }
      return nil
    }

    /// `[label](url)` at the start of `text`.
    private static func link(in text: Substring) -> (Substring, Substring, Substring.Index)? {
      guard let closeLabel = text.firstIndex(of: "]") else { return nil }
      let afterLabel = text.index(after: closeLabel)
      guard afterLabel < text.endIndex, text[afterLabel] == "(",
        let closeURL = text[afterLabel...].firstIndex(of: ")")
      else { return nil }
      let label = text[text.index(after: text.startIndex)..<closeLabel]
      let url = text[text.index(after: afterLabel)..<closeURL]
      return (label, url, text.index(after: closeURL))
    }
  }
#endif
