// Server-sent events read from a fetch response body. `EventSource` cannot send a request
// body or an Authorization header, and the live streams need both.

/** One dispatched event of a `text/event-stream`. */
export interface StreamEvent {
  /** The `event:` field; `message` when the server gave none. */
  readonly event: string;
  /** The `data:` lines joined with newlines. */
  readonly data: string;
  /** The last `id:` seen on the stream, if any. */
  readonly id?: string;
  /** The `retry:` field, milliseconds, when this event carried one. */
  readonly retry?: number;
}

export interface StreamHandlers {
  onEvent(event: StreamEvent): void;
  /** A comment line (`: start`, heartbeats), without the colon and one leading space. */
  onComment?(comment: string): void;
}

/**
 * An incremental parser of the event-stream format (WHATWG HTML, "server-sent events"):
 * feed it decoded text in any chunks; it calls the handlers as lines complete.
 */
export function createEventStreamParser(handlers: StreamHandlers): {
  push(chunk: string): void;
  /** Ends the stream: a half-received event is dropped, as the format says. */
  end(): void;
} {
  let buffer = '';
  let data: string[] = [];
  let eventName = '';
  let lastId: string | undefined;
  let retry: number | undefined;
  let sawData = false;

  const dispatch = (): void => {
    if (sawData) {
      handlers.onEvent({
        event: eventName || 'message',
        data: data.join('\n'),
        ...(lastId !== undefined ? { id: lastId } : {}),
        ...(retry !== undefined ? { retry } : {}),
      });
    }
    data = [];
    eventName = '';
    retry = undefined;
    sawData = false;
  };

  const line = (text: string): void => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) {
      handlers.onComment?.(text.slice(text.startsWith(': ') ? 2 : 1));
      return;
    }
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'data':
        data.push(value);
        sawData = true;
        break;
      case 'event':
        eventName = value;
        break;
      case 'id':
        if (!value.includes('\0')) lastId = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) retry = Number(value);
        break;
      default:
        // Unknown fields are ignored, as the format says.
        break;
    }
  };

  return {
    push(chunk) {
      buffer += chunk;
      // A lone "\r" at the end may be the first half of "\r\n": wait for the next chunk.
      const pattern = /\r\n|\r(?!$)|\n/g;
      let start = 0;
      for (let match = pattern.exec(buffer); match; match = pattern.exec(buffer)) {
        line(buffer.slice(start, match.index));
        start = match.index + match[0].length;
      }
      buffer = buffer.slice(start);
    },
    end() {
      if (buffer.endsWith('\r')) line(buffer.slice(0, -1));
      buffer = '';
      data = [];
      sawData = false;
    },
  };
}

/**
 * Reads a response body as an event stream until it ends or `signal` aborts. Resolves when
 * the stream ends or is aborted; rejects when reading fails for another reason.
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  handlers: StreamHandlers,
  signal?: AbortSignal,
): Promise<void> {
  const parser = createEventStreamParser(handlers);
  const decoder = new TextDecoder();
  const reader = body.getReader();
  const cancel = (): void => {
    void reader.cancel().catch(() => undefined);
  };
  if (signal?.aborted) {
    cancel();
    return;
  }
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || signal?.aborted) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
    parser.push(decoder.decode());
    parser.end();
  } catch (error) {
    if (signal?.aborted) return;
    throw error;
  } finally {
    signal?.removeEventListener('abort', cancel);
    reader.releaseLock();
  }
}
