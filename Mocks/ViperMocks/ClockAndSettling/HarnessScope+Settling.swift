import Dispatch
import ViperRuntime

extension HarnessScope {
  /// Waits until the scope's work is still: two rounds in a row in which the code under test
  /// queued no job on the scope's executor, recorded no journal entry and started no sleep, while
  /// the caller waited for that executor to be idle, for the main actor to run what was queued
  /// there, and for the global pool to finish the jobs it was running.
  ///
  /// The caller must not wait through the scope's executor, or its own hops would count as the
  /// code under test's work; it waits on the main actor, whose resumptions the hook sends straight
  /// back there.
  ///
  /// - Parameters:
  ///   - deadline: When to stop waiting for work that does not settle; `nil` waits for as long as
  ///     it takes, as an advance does.
  ///   - passingGlobalQueues: Whether the still work must also have passed through Dispatch's
  ///     global queues: a callback there that resumes one of the test's tasks.
  @MainActor
  func waitUntilStill(giveUpAt deadline: DispatchTime? = nil, passingGlobalQueues: Bool) async {
    repeat {
      await waitForQuietRounds(giveUpAt: deadline)
      if let deadline, DispatchTime.now() >= deadline { return }
    } while passingGlobalQueues ? await dispatchGlobalQueuesMovedWork() : false
  }

  /// Passes through Dispatch's global queues, and then the pool and the main actor, and says
  /// whether the test's work moved: a callback on a global queue that resumed one of the test's
  /// tasks, whose next steps settling must then wait for.
  ///
  /// - Returns: Whether the scope saw activity during the pass.
  @MainActor
  private func dispatchGlobalQueuesMovedWork() async -> Bool {
    let before = activity
    await DispatchGlobalQueuePass.run(waves: 2)
    // The pool's jobs are not a sign here: other tests keep the pool busy. A job it waited for
    // may have queued its outcome on the main actor, which the pass there then runs.
    await GlobalExecutorHook.passThroughPool()
    await GlobalExecutorHook.passThroughMainActor()
    await executor.waitUntilIdle(waitingAtMost: poolWait(before: nil))
    return activity != before
  }

  /// Waits for enough quiet rounds in a row, or until the deadline.
  ///
  /// - Parameter deadline: When to stop waiting; `nil` waits for as long as it takes.
  @MainActor
  private func waitForQuietRounds(giveUpAt deadline: DispatchTime?) async {
    var rounds = QuietRounds(activity: activity, seesPool: GlobalExecutorHook.seesPoolJobs)
    while !rounds.areEnough {
      if let deadline, DispatchTime.now() >= deadline { return }
      await executor.waitUntilIdle(waitingAtMost: poolWait(before: deadline))
      rounds = await passThroughMainActor(ending: rounds)
      if rounds.areEnough { return }
      let poolProgress = GlobalExecutorHook.poolProgress
      let waitedForPool = await GlobalExecutorHook.passThroughPool(
        waitingAtMost: poolWait(before: deadline)
      )
      await passThroughCallbackQueues()
      await executor.waitUntilIdle(waitingAtMost: poolWait(before: deadline))
      // A pool job that finished during the pass may have queued its outcome on the main actor
      // (a task group's child resuming a main-actor parent): run that before the round can end.
      if waitedForPool { await GlobalExecutorHook.passThroughMainActor() }
      // A job still running that the pass waited for in vain, with no job started or finished
      // meanwhile, is blocked (a pool thread waiting on a semaphore) or longer than the wait: it
      // does not keep the round from being quiet.
      rounds.end(
        at: activity,
        poolIsBusy: GlobalExecutorHook.isRunningPoolJobs
          && GlobalExecutorHook.poolProgress != poolProgress
      )
    }
  }

  /// How long a pass may wait for the pool's or the executor's jobs to finish: the hang span, or
  /// until the deadline if that comes first.
  private func poolWait(before deadline: DispatchTime?) -> Duration {
    let span = min(hangSpan, .seconds(86_400))
    guard let deadline else { return span }
    let left =
      deadline.uptimeNanoseconds
      &- min(DispatchTime.now().uptimeNanoseconds, deadline.uptimeNanoseconds)
    return min(span, .nanoseconds(Int64(left)))
  }

  /// Waits for every block sent so far to the callback queues the test made: each is serial, so a
  /// block sent now runs after those before it have finished.
  @MainActor
  private func passThroughCallbackQueues() async {
    let unheld = takeUnheldCallbackQueues()
    for queue in callbackQueues + unheld {
      await GlobalExecutorHook.withMainActorResumption {
        (passed: UnsafeContinuation<Void, Never>) in
        queue.async { passed.resume() }
      }
    }
  }

  /// Passes through the main queue, and ends the round there when the executor is idle, the
  /// pool got no job and the test made no callback queue, which leaves the round nothing else to
  /// wait for; the next round's pass is
  /// then queued from there, and so on.
  ///
  /// A round that ends in the queue saves the caller's hop back to the main actor and out again:
  /// a clock settling each of 10,000 main-actor sleepers makes 20,000 rounds.
  ///
  /// - Parameter rounds: The rounds so far, the current one waiting for its pass.
  /// - Returns: The rounds, either enough or with the last one still waiting for the pool and the
  ///   executor.
  @MainActor
  private func passThroughMainActor(ending rounds: QuietRounds) async -> QuietRounds {
    await GlobalExecutorHook.withMainActorResumption {
      (passed: UnsafeContinuation<QuietRounds, Never>) in
      pass(ending: rounds, then: passed)
    }
  }

  /// Queues one pass of ``passThroughMainActor(ending:)``: the main queue runs the main actor's
  /// jobs and its blocks first in, first out, so a block runs after every job queued before it.
  ///
  /// A pass is two blocks, the second queued by the first. A main-actor job that ran ahead of the
  /// first may have queued another straight on the main actor, where no count sees it: a
  /// `Task { @MainActor in }` it started, or a main-actor sleeper it cancelled. The second block
  /// runs after that one too, as the caller's own hop back did when each pass returned to it.
  private nonisolated func pass(
    ending rounds: QuietRounds,
    then passed: UnsafeContinuation<QuietRounds, Never>
  ) {
    DispatchQueue.main.async {
      DispatchQueue.main.async {
        guard self.executor.isIdle, !GlobalExecutorHook.mayRunPoolJobs,
          self.callbackQueues.isEmpty
        else { return passed.resume(returning: rounds) }
        var rounds = rounds
        rounds.end(at: self.activity)
        if rounds.areEnough {
          passed.resume(returning: rounds)
        } else {
          self.pass(ending: rounds, then: passed)
        }
      }
    }
  }
}
