import { BlockList, isIP } from 'node:net';
import type { NextFunction, Request, Response } from 'express';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** 127.0.0.0/8, ::1, or an IPv4 loopback address seen through a dual-stack socket (::ffff:127.x.y.z). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const unmapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;
  const family = isIP(unmapped);
  return family !== 0 && LOOPBACK.check(unmapped, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * For development endpoints (the dev outbox, the dev checkout): a peer that is not this machine gets
 * the answer it would get if they were not mounted. Judged by the socket's address, never by
 * X-Forwarded-For (any client can write that, and `req.ip` follows it for trusted proxies).
 */
export function loopbackOnly(req: Request, _res: Response, next: NextFunction): void {
  next(isLoopbackAddress(req.socket.remoteAddress) ? undefined : 'router');
}
