// The support module (the lock, the sendable box, the main-queue test, update batching) is
// part of the core for every module built on it: they see it through this import, as they
// always have, while FieldworkCombine imports it alone.
@_exported import FieldworkSupport
