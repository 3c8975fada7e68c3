import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TruncatedText } from './truncated-text.tsx';

const LONG_NAME = `A${'a'.repeat(49)} Gupta`;

/** jsdom lays nothing out: the widths a browser would measure, for every element. */
function measure(scrollWidth: number, clientWidth: number): void {
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => scrollWidth });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => clientWidth });
}

afterEach(() => {
  delete (HTMLElement.prototype as { scrollWidth?: number }).scrollWidth;
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
});

/** Renders the text and hovers it, as the person reading the name would. */
function renderText() {
  render(
    <MantineProvider>
      <TruncatedText>{LONG_NAME}</TruncatedText>
    </MantineProvider>,
  );
  const text = screen.getByText(LONG_NAME);
  fireEvent.mouseEnter(text);
  return text;
}

describe('TruncatedText', () => {
  it('offers the whole text on hover once it is cut', () => {
    measure(460, 200);
    expect(renderText().getAttribute('title')).toBe(LONG_NAME);
  });

  it('has no title while the text fits', () => {
    measure(200, 200);
    expect(renderText().getAttribute('title')).toBeNull();
  });
});
