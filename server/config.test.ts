import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const trustProxyOf = (value?: string) =>
  loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY', () => {
  it.each([undefined, '0', ' 0 ', '', '00'])('%j trusts no proxy', (value) => {
    expect(trustProxyOf(value)).toBe(false);
  });

  it.each([
    ['1', 1],
    ['2', 2],
    [' 3 ', 3],
  ])('%j believes that many hops of X-Forwarded-For, counted from the socket', (value, hops) => {
    const trust = trustProxyOf(value);
    expect(typeof trust).toBe('function');
    const believe = trust as (address: string, hop: number) => boolean;
    // Hop 0 is the socket's peer (the nearest proxy), hop 1 the right-most X-Forwarded-For entry…
    for (let hop = 0; hop < hops; hop++) expect(believe('203.0.113.9', hop)).toBe(true);
    expect(believe('203.0.113.9', hops)).toBe(false);
  });

  it('takes a comma-separated list of proxy addresses and CIDR ranges, IPv4 or IPv6', () => {
    expect(trustProxyOf('127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each([
    'true',
    'yes',
    '-1',
    '1.5',
    '1e3',
    '99999999999999999999',
    '300.1.1.1',
    '10.0.0.0/33',
    '::1/129',
    '10.0.0.0/8/1',
    '10.0.0.0/',
    '127.0.0.1,',
    '127.0.0.1,,10.0.0.1',
    'proxy.example.com',
  ])('stops start-up on %j with a message that says what it expects', (value) => {
    expect(() => trustProxyOf(value)).toThrow(
      /^Invalid environment: TRUST_PROXY: expected the number of reverse proxies .* or a comma-separated list of their addresses or CIDR ranges .*; got "/,
    );
  });
});
