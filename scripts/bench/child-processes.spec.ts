import { Cleanup } from './child-processes';

describe('Cleanup', () => {
  it('runs every step newest first, each once, even when one fails', async () => {
    const cleanup = new Cleanup();
    const order: string[] = [];
    cleanup.add(async () => void order.push('database'));
    cleanup.add(async () => {
      throw new Error('already gone');
    });
    cleanup.add(async () => void order.push('wrk'));
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);

    await cleanup.run();
    await cleanup.run();

    expect(order).toEqual(['wrk', 'database']);
    expect(stderr).toHaveBeenCalledWith(expect.stringContaining('already gone'));
    stderr.mockRestore();
  });

  it('stops at once what starts after it has run (a step still unwinding after Ctrl-C)', async () => {
    const cleanup = new Cleanup();
    await cleanup.run();
    const stopped = jest.fn(async () => undefined);

    cleanup.add(stopped);

    expect(stopped).toHaveBeenCalledTimes(1);
  });
});
