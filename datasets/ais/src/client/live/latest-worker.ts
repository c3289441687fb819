// The worker that parses `latest` answers (latest-columns.ts): text in; columns, or the parsed
// value when it is not a list of records, or the parse error's message out.
import { toColumns, transferables } from './latest-columns.js';

interface Request {
  readonly id: number;
  readonly text: string;
}

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<Request>) => void) | null;
  postMessage(message: unknown, transfer?: Transferable[]): void;
};

scope.onmessage = (event) => {
  const { id, text } = event.data;
  try {
    const parsed: unknown = text.trim() === '' ? undefined : JSON.parse(text);
    const columns = toColumns(parsed);
    if (columns) scope.postMessage({ id, columns }, transferables(columns));
    else scope.postMessage({ id, value: parsed });
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
