/**
 * What callers ask for within one turn of the event loop, sent together on `setImmediate` (decisions
 * 306 and 314): under load a turn reads many requests, and one statement for all of them costs the API
 * and PostgreSQL far less than one each. `send` answers each request, in the order given; a request it
 * leaves without an answer fails alone, and when `send` throws every request of the batch fails with it.
 * A request whose key is already waiting, or in a batch not answered yet, waits until that batch has
 * answered and then goes in a later one: one batch never holds a key twice, and two requests of one
 * key are sent in the order they were asked.
 */
export function createTurnBatch<Request, Answer>({
  keyOf,
  send,
}: {
  keyOf: (request: Request) => string;
  send: (requests: Request[]) => Promise<(Answer | undefined)[]>;
}) {
  type Waiting = { request: Request; resolve: (answer: Answer) => void; reject: (error: unknown) => void };
  let waiting = new Map<string, Waiting>();
  /** The keys of the batches sent and not answered yet. */
  const inFlight = new Set<string>();
  const deferred: Waiting[] = [];
  let flushScheduled = false;

  function schedule() {
    if (flushScheduled) return;
    flushScheduled = true;
    setImmediate(flush);
  }

  function flush() {
    flushScheduled = false;
    const batch = [...waiting.values()];
    waiting = new Map();
    if (batch.length > 0) void sendBatch(batch);
  }

  function enqueue(entry: Waiting) {
    const key = keyOf(entry.request);
    if (waiting.has(key) || inFlight.has(key)) {
      deferred.push(entry);
      return;
    }
    waiting.set(key, entry);
    schedule();
  }

  async function sendBatch(batch: Waiting[]) {
    const keys = batch.map((entry) => keyOf(entry.request));
    for (const key of keys) inFlight.add(key);
    try {
      const answers = await send(batch.map((entry) => entry.request));
      batch.forEach((entry, index) => {
        const answer = answers[index];
        if (answer === undefined) entry.reject(new Error('a batched statement gave a request no answer'));
        else entry.resolve(answer);
      });
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    } finally {
      for (const key of keys) inFlight.delete(key);
      for (const again of deferred.splice(0)) enqueue(again);
    }
  }

  return {
    /** Answers `request` once the statement of this turn's batch has run. */
    add(request: Request): Promise<Answer> {
      return new Promise((resolve, reject) => enqueue({ request, resolve, reject }));
    },
  };
}
