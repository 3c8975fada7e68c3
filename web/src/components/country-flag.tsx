import { Box } from '@mantine/core';
import { useEffect, useState, type ComponentType, type CSSProperties } from 'react';

type FlagComponent = ComponentType<{ title?: string; style?: CSSProperties; 'aria-hidden'?: boolean }>;
type Flags = Record<string, FlagComponent | undefined>;

let loaded: Flags | null = null;
let loading: Promise<Flags> | null = null;

/** The flag images are a few hundred kilobytes: they load with the first country selector shown. */
function loadFlags(): Promise<Flags> {
  loading ??= import('country-flag-icons/react/3x2').then((module: Flags) => {
    loaded = module;
    return module;
  });
  return loading;
}

function useFlags(): Flags | null {
  const [flags, setFlags] = useState<Flags | null>(loaded);
  useEffect(() => {
    if (flags) return;
    let active = true;
    void loadFlags().then((value) => {
      if (active) setFlags(value);
    });
    return () => {
      active = false;
    };
  }, [flags]);
  return flags;
}

const SIZE: CSSProperties = { width: 21, height: 14, display: 'block', borderRadius: 2 };

/** A country's flag (decorative: the country's name is always written beside it). */
export function CountryFlag({ iso }: { iso: string }) {
  const flags = useFlags();
  const Flag = flags?.[iso];
  if (!Flag) return <Box style={{ ...SIZE, background: 'var(--mantine-color-gray-2)' }} aria-hidden />;
  return <Flag style={SIZE} aria-hidden />;
}
