/** A piece of a task description: plain text, or a web address shown as a link. */
export type DescriptionPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// Only http(s) addresses become links: anything else (javascript:, data:, …) stays text.
const WEB_ADDRESS = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const TRAILING_PUNCTUATION = new Set(['.', ',', ';', ':', '!', '?', "'", '"', ')', ']', '}']);

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** Drops punctuation that ends the sentence rather than the address, keeping a balanced ')'. */
function trimAddress(raw: string): string {
  let address = raw;
  while (address.length > 0 && TRAILING_PUNCTUATION.has(address.at(-1) ?? '')) {
    if (address.endsWith(')') && count(address, '(') >= count(address, ')')) break;
    address = address.slice(0, -1);
  }
  return address;
}

function safeHref(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits a description into text and links (spec 000 §2: links in the description are
 * clickable). The result is rendered as React text and anchors, never as HTML.
 */
export function splitDescription(text: string): DescriptionPart[] {
  const parts: DescriptionPart[] = [];
  let last = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const previous = parts.at(-1);
    if (previous?.kind === 'text') previous.text += value;
    else parts.push({ kind: 'text', text: value });
  };
  for (const match of text.matchAll(WEB_ADDRESS)) {
    const start = match.index;
    const address = trimAddress(match[0]);
    const href = safeHref(address);
    if (!href) continue;
    pushText(text.slice(last, start));
    parts.push({ kind: 'link', text: address, href });
    last = start + address.length;
  }
  pushText(text.slice(last));
  return parts;
}
