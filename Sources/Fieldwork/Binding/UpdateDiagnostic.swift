import Foundation

/// A problem the update machinery detected and worked around.
///
/// A ``RepresentableHost`` passes these to its ``RepresentableHost/diagnosticHandler``, which
/// prints them to standard error unless you replace it (tests usually collect them).
public struct UpdateDiagnostic: Sendable, Equatable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Sendable, Equatable {
    /// A host kept invalidating itself: every update wrote state that the same update read.
    case updateCycle
    /// A selection binding held a range outside the text or inside a character; the field
    /// selected `applied` instead and wrote it back to the binding.
    case selectionClamped(requested: NSRange, applied: NSRange)
    /// ``RepresentableHost/settle(maximumRounds:)`` ran the main queue `rounds` times and every round
    /// still updated a host: something keeps queueing work that writes state.
    case unsettled
    /// A view's `body` wrote state (SwiftUI's "Modifying state during view update"): the
    /// write was applied after the body returned.
    case stateWrittenDuringBody
    /// A `ForEach` met the same id more than once; the rows after the first were kept apart
    /// by their position among the duplicates.
    case duplicateIdentifier(String)
    /// A view read an `@Environment` object of the named type that no enclosing view put in
    /// the environment; its body was not evaluated.
    case missingEnvironmentObject(String)
    /// An `.onChange(of:)` action kept changing what it watches, in `rounds` updates of one
    /// pass in a row; it was stopped.
    case onChangeLoop
    /// Settling ended with work still running that is not waiting for a clock (a sleep on
    /// the real clock, an endless loop); the text names it, for example "the .task of
    /// SearchScreen".
    case taskStillRunning(String)
    /// A ``TestClock`` was asked to move back in time (by the duration named): nothing moved
    /// and nothing woke.
    case clockMovedBackwards(by: String)
    /// A ``TestClock`` was given to a host while another host (named) still drives it: the
    /// clock stays with the first, and the second's screen is timed by neither.
    case clockSharedAcrossHosts(String)
    /// ``TestClock/run(timeout:isolation:)`` used up its timeout of real time (named) while
    /// work was still scheduled on the clock: a repeating timer, or a machine too busy to
    /// finish in time. It stopped advancing.
    case clockRunTimedOut(after: String)
    /// A text field's mask format did not compile (the text says what is wrong): the field
    /// formats nothing.
    case invalidMaskFormat(String)
    /// An `ObservableObject` of the named type sent `objectWillChange` while a view's body
    /// was evaluated (SwiftUI's "Publishing changes from within view updates"): the views
    /// observing it render after the body returns.
    case objectChangedDuringBody(String)
    /// A `@StateObject`'s initialiser (named by the object's type) read an `@Environment` or
    /// `@EnvironmentObject` property before the view was installed: it got the default
    /// value, as in SwiftUI.
    case environmentReadBeforeInstall(String)
    /// A publisher given to `.onReceive` sent a completion after it had already completed;
    /// it was ignored, as Combine ignores it.
    case publisherCompletedTwice(String)
    /// A presentation (named) was asked for while another of its kind was up: the first stays
    /// and the second is not shown, as in SwiftUI.
    case presentationConflict(String)
    /// A value of the named type was pushed onto a navigation stack that has no
    /// `navigationDestination(for:)` for it: nothing was pushed.
    case navigationDestinationMissing(String)
  }

  /// What went wrong.
  public var kind: Kind
  /// The host that was stopped, for example `RepresentableHost<TextField>`.
  public var hostDescription: String
  /// How many updates ran before the host was stopped (0 for problems that stop nothing).
  public var rounds: Int

  /// Creates a diagnostic. Fieldwork makes these; tests compare their ``kind``.
  package init(kind: Kind, hostDescription: String, rounds: Int) {
    self.kind = kind
    self.hostDescription = hostDescription
    self.rounds = rounds
  }

  /// A sentence that says what happened and what to do about it.
  public var description: String {
    switch kind {
    case .updateCycle:
      return """
        Fieldwork: \(hostDescription) invalidated itself in each of \(rounds) update rounds \
        in a row, so it was stopped instead of hanging. Something it reads is written on \
        every update (in updateView or in a callback it triggers); write only values that \
        differ, or move the write out of the update.
        """
    case .unsettled:
      return """
        Fieldwork: settle() ran the main queue \(rounds) times for \(hostDescription) and \
        every round still updated a host, so it stopped instead of hanging. Something \
        re-queues work that writes state on every turn (a DispatchQueue.main.async or a Task \
        that schedules itself again); make it stop when the state already holds its value.
        """
    case .stateWrittenDuringBody:
      return """
        Fieldwork: \(hostDescription) wrote state while its body was evaluated (SwiftUI \
        reports "Modifying state during view update"). The write was applied after the body \
        returned; move it into an action, .onAppear, .onChange or .task.
        """
    case .duplicateIdentifier(let id):
      return """
        Fieldwork: \(hostDescription) met the id \(id) more than once (SwiftUI reports "the ID \
        occurs multiple times within the collection, this will give undefined results"). The \
        rows were kept apart by their order among the duplicates, so their state may move \
        when the data changes; give every element its own id.
        """
    case .missingEnvironmentObject(let type):
      return """
        Fieldwork: \(hostDescription) reads an @Environment or @EnvironmentObject object of \
        type \(type) that no enclosing view provides, so its body was not evaluated (SwiftUI \
        stops the app here). Add .environment(object) or .environmentObject(object) with a \
        \(type) to a view above it.
        """
    case .onChangeLoop:
      return """
        Fieldwork: an .onChange(of:) action in \(hostDescription) changed what it watches in \
        each of \(rounds) updates in a row (SwiftUI reports "action tried to update multiple \
        times per frame"), so it was stopped. Write only values that differ from the new one.
        """
    case .taskStillRunning(let work):
      return """
        Fieldwork: settle() ran the main queue \(rounds) times for \(hostDescription) and \
        \(work) was still running, waiting for something other than the host's clock (a \
        sleep on the real clock, a loop, a request). Settling does not wait for it: give the \
        screen the host's clock (host.clock), or let the work finish.
        """
    case .clockMovedBackwards(let duration):
      return """
        Fieldwork: \(hostDescription) was asked to move back in time by \(duration). A clock \
        only moves forward, so nothing moved and nothing woke; advance by a positive duration.
        """
    case .clockSharedAcrossHosts(let first):
      return """
        Fieldwork: \(hostDescription) was given a TestClock that \(first) still drives. The \
        clock stays with the first host, so advancing it does not settle this screen; give \
        each host a clock of its own.
        """
    case .clockRunTimedOut(let timeout):
      return """
        Fieldwork: \(hostDescription) ran for \(timeout) of real time and work was still \
        scheduled on it (a repeating timer, or a machine too busy to finish in time), so run \
        stopped advancing. Advance by a fixed duration instead, or give run a longer timeout.
        """
    case .selectionClamped(let requested, let applied):
      return """
        Fieldwork: \(hostDescription) was given the selection {\(requested.location), \
        \(requested.length)}, which is outside the text or splits a character; it selected \
        {\(applied.location), \(applied.length)} and wrote that back to the binding. Bind \
        UTF-16 ranges of the field's current text.
        """
    case .invalidMaskFormat(let problem):
      return """
        Fieldwork: a text field in \(hostDescription) was given a mask whose format does not \
        compile, so it formats nothing: \(problem).
        """
    case .objectChangedDuringBody(let type):
      return """
        Fieldwork: a \(type) sent objectWillChange while \(hostDescription) evaluated its body \
        (SwiftUI reports "Publishing changes from within view updates is not allowed"). The \
        views observing it render after the body returns; change the object in an action, \
        .onAppear, .onChange or .task instead.
        """
    case .environmentReadBeforeInstall(let type):
      return """
        Fieldwork: the @StateObject initialiser of a \(type) in \(hostDescription) read an \
        environment property before the view was installed (SwiftUI reports "Accessing \
        Environment's value outside of being installed on a View"), so it got the default \
        value. Pass the value in .onAppear or .task, or read it in body.
        """
    case .publisherCompletedTwice(let type):
      return """
        Fieldwork: a \(type) given to .onReceive in \(hostDescription) completed a second \
        time. The second completion was ignored, as Combine ignores it; a publisher must send \
        at most one completion.
        """
    case .presentationConflict(let what):
      return """
        Fieldwork: \(hostDescription) was asked to present \(what) while another was up. \
        SwiftUI shows the first and ignores the second, and so does Fieldwork; dismiss the \
        first before presenting again.
        """
    case .navigationDestinationMissing(let type):
      return """
        Fieldwork: a \(type) was pushed onto a navigation stack in \(hostDescription), but no \
        navigationDestination(for: \(type).self) is declared inside the stack (SwiftUI reports \
        "A NavigationLink is presenting a value of type \(type) but there is no matching \
        navigationDestination declaration"), so nothing was pushed.
        """
    }
  }

  /// The handler hosts use unless told otherwise: prints the description to standard error.
  public static let printToStandardError: @Sendable (UpdateDiagnostic) -> Void = { diagnostic in
    FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
  }
}
