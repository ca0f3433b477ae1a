import type { NextFunction, Request, Response } from 'express';
import { takeTurns } from '../request-turns.js';

/** One turn of the event loop: resolves after the turn's setImmediate callbacks scheduled so far. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('takeTurns', () => {
  test('starts the requests in the order they came, a few per turn of the event loop', async () => {
    const middleware = takeTurns(2);
    const started: number[] = [];
    for (let i = 1; i <= 5; i++) middleware({} as Request, {} as Response, (() => started.push(i)) as NextFunction);
    expect(started).toEqual([]);
    await nextTurn();
    expect(started).toEqual([1, 2]);
    await nextTurn();
    expect(started).toEqual([1, 2, 3, 4]);
    await nextTurn();
    expect(started).toEqual([1, 2, 3, 4, 5]);
  });

  test('a request that comes to an idle server starts on the next turn', async () => {
    const middleware = takeTurns(2);
    const started: string[] = [];
    middleware({} as Request, {} as Response, (() => started.push('first')) as NextFunction);
    await nextTurn();
    expect(started).toEqual(['first']);
    // later, after the line has emptied, a new one is started again
    await nextTurn();
    middleware({} as Request, {} as Response, (() => started.push('later')) as NextFunction);
    await nextTurn();
    expect(started).toEqual(['first', 'later']);
  });
});
