/** What a link that may not be followed becomes (spec 01 §5). */
export const BLANK_URL = 'about:blank';

/** The schemes a displayed link may use; anything else with a scheme is blanked. */
const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto']);

// Browsers drop leading and trailing C0 controls and spaces and remove tabs and newlines
// anywhere in a URL before reading its scheme (WHATWG URL), so "java\tscript:" and
// " javascript:" both run script. The check sees the URL the same way.
// eslint-disable-next-line no-control-regex -- control characters are what this strips
const EDGE_CONTROLS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const TAB_OR_NEWLINE = /[\t\n\r]/g;
// Other invisible characters a browser or a copy-paste may drop: C0/C1 controls, zero-width
// spaces and joiners, the byte-order mark.
// eslint-disable-next-line no-control-regex -- control characters are what this strips
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u2060\ufeff]/g;

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

const NAMED_ENTITIES: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  amp: '&',
  lpar: '(',
  rpar: ')',
};

/** Character references as an HTML parser would read them ("&#106;", "&#x6A", "&colon;"). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X'
          ? parseInt(body.slice(2), 16)
          : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/** Percent-escapes decoded, leaving malformed ones as they are. */
function decodePercent(text: string): string {
  return text.replace(/(%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

function clean(text: string): string {
  return text.replace(EDGE_CONTROLS, '').replace(TAB_OR_NEWLINE, '');
}

function schemeOf(text: string): string | undefined {
  const normal = clean(text.normalize('NFKC').replace(INVISIBLE, ''));
  return SCHEME.exec(normal)?.[1]?.toLowerCase();
}

/**
 * The forms a URL may take on its way to a browser: as written, with character references
 * decoded, percent-decoded, and both, a few rounds deep for doubly encoded tricks.
 */
function readings(url: string): string[] {
  const seen = new Set<string>([url]);
  let frontier = [url];
  for (let round = 0; round < 3 && frontier.length > 0; round += 1) {
    const next: string[] = [];
    for (const text of frontier) {
      for (const decoded of [decodeEntities(text), decodePercent(text)]) {
        if (!seen.has(decoded)) {
          seen.add(decoded);
          next.push(decoded);
        }
      }
    }
    frontier = next;
  }
  return [...seen];
}

/**
 * A link safe to put in an `href` (spec 01 §5): http(s), mailto and relative links pass;
 * anything with another scheme — `javascript:`, `data:`, `vbscript:`, also when hidden by
 * case, spaces, control characters, character references or percent-escapes — becomes
 * `about:blank`, as does an empty or missing link.
 */
export function sanitizeUrl(url: string | null | undefined): string {
  if (typeof url !== 'string') return BLANK_URL;
  const cleaned = clean(url);
  if (cleaned === '') return BLANK_URL;
  for (const reading of readings(cleaned)) {
    const scheme = schemeOf(reading);
    if (scheme !== undefined && !ALLOWED_SCHEMES.has(scheme)) return BLANK_URL;
  }
  return cleaned;
}
