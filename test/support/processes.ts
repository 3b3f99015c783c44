import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSX = `${ROOT}node_modules/.bin/tsx`;

export interface Finished {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs one of the project's TypeScript entry points (CLI, server) as a real process. */
export function runTs(script: string, args: string[], env: Record<string, string>): Promise<Finished> {
  return finished(startTs(script, args, env));
}

function startTs(script: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(TSX, [script, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * Runs a TypeScript entry point in a node process of its own (`node --import=tsx`), without the
 * tsx launcher in between: a signal sent to the child reaches the program itself, SIGKILL too.
 */
export function startTsDirect(script: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import=tsx', script, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** `runTs` in one process instead of two (no tsx launcher): a CLI that starts often starts faster. */
export function runTsDirect(script: string, args: string[], env: Record<string, string>): Promise<Finished> {
  return finished(startTsDirect(script, args, env));
}

export function finished(child: ChildProcess): Promise<Finished> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => (stdout += chunk));
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Resolves with the first stdout line matching `pattern`. */
export function waitForLine(child: ChildProcess, pattern: RegExp, timeoutMs = 15_000): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${pattern}; got: ${buffer}`)), timeoutMs);
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((l) => pattern.test(l));
      if (line !== undefined) {
        clearTimeout(timer);
        resolve(line);
      }
    });
  });
}
