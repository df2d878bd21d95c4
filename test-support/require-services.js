/**
 * Integration suites need the real MariaDB and Redis. A missing service fails the run
 * with one clear line instead of letting suites skip or time out one by one.
 */
const net = require('node:net');

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 2000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

module.exports = async () => {
  const services = [
    ['MariaDB', process.env.TEST_MYSQL_HOST ?? '127.0.0.1', Number(process.env.TEST_MYSQL_PORT ?? 3306)],
    ['Redis', process.env.TEST_REDIS_HOST ?? '127.0.0.1', Number(process.env.TEST_REDIS_PORT ?? 6379)],
  ];
  for (const [name, host, port] of services) {
    if (!(await reachable(host, port))) {
      throw new Error(`${name} is not reachable at ${host}:${port}; start it (see docs/testing.md) and run again.`);
    }
  }
};
