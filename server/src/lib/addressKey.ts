import { isIPv6 } from 'node:net';
import { Address6 } from 'ip-address';

/** The prefix an IPv6 client is counted by: a home or a phone gets a whole /64 to pick from. */
const IPV6_NETWORK_BITS = 64;

/**
 * The key a client address is counted under, as @fastify/rate-limit keys its own counters: an
 * IPv4 address as it is (an IPv4-mapped IPv6 one as IPv4), an IPv6 address by its /64 network.
 */
export function addressKey(ip: string): string {
  // Node's IPv6 test is a long regular expression; an IPv4 address has no colon.
  if (!ip.includes(':') || !isIPv6(ip)) return ip.toLowerCase();
  const address = new Address6(ip);
  if (address.isMapped4()) return address.to4().correctForm();
  return new Address6(`${ip}/${IPV6_NETWORK_BITS}`).startAddress().correctForm();
}
