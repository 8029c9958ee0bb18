import Foundation

extension JSONDecoder: TopLevelDecoder {}

extension JSONEncoder: TopLevelEncoder {}

extension PropertyListDecoder: TopLevelDecoder {}

extension PropertyListEncoder: TopLevelEncoder {}

extension Publishers {
  /// The publisher ``Publisher/decode(type:decoder:)`` returns.
  public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher
  where Upstream.Output == Coder.Input {
    /// Any error: the upstream's, or the decoder's.
    public typealias Failure = any Error
    /// The publisher decoded.
    public let upstream: Upstream
    private let decoder: Coder

    /// Decodes each of `upstream`'s values with `decoder`.
    public init(upstream: Upstream, decoder: Coder) {
      self.upstream = upstream
      self.decoder = decoder
    }

    /// Attaches `subscriber`: a value that does not decode fails the stream with the
    /// decoder's error.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == any Error {
      let decoder = self.decoder
      upstream.tryMap { try decoder.decode(Output.self, from: $0) }.receive(subscriber: subscriber)
    }
  }

  /// The publisher ``Publisher/encode(encoder:)`` returns.
  public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher
  where Upstream.Output: Encodable {
    /// The encoded value.
    public typealias Output = Coder.Output
    /// Any error: the upstream's, or the encoder's.
    public typealias Failure = any Error
    /// The publisher encoded.
    public let upstream: Upstream
    private let encoder: Coder

    /// Encodes each of `upstream`'s values with `encoder`.
    public init(upstream: Upstream, encoder: Coder) {
      self.upstream = upstream
      self.encoder = encoder
    }

    /// Attaches `subscriber`: a value that does not encode fails the stream.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == any Error {
      let encoder = self.encoder
      upstream.tryMap { try encoder.encode($0) }.receive(subscriber: subscriber)
    }
  }
}

extension Publisher {
  /// Decodes each value into a `type` with `decoder`, as Combine's `decode(type:decoder:)`:
  /// the usual end of a `URLSession` data task publisher's pipeline.
  public func decode<Item: Decodable, Coder: TopLevelDecoder>(
    type: Item.Type, decoder: Coder
  ) -> Publishers.Decode<Self, Item, Coder> where Output == Coder.Input {
    Publishers.Decode(upstream: self, decoder: decoder)
  }

  /// Encodes each value with `encoder`, as Combine's `encode(encoder:)`.
  public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder>
  where Output: Encodable {
    Publishers.Encode(upstream: self, encoder: encoder)
  }
}
