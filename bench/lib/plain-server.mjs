// A plain node:http server answering fixed bytes per path: the bench's ceiling for what Node itself serves
// on this machine. Run as a child process (so it does not share the load generator's event loop):
//   node plain-server.mjs <answers.json> <port>
// answers.json maps a path to { type, body (base64) }. Prints "ready" once listening.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [answersFile, port] = process.argv.slice(2);
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(answersFile, 'utf8'))).map(([path, { type, body }]) => [
    path,
    { type, body: Buffer.from(body, 'base64') },
  ]),
);

createServer((request, response) => {
  const answer = answers.get(request.url ?? '');
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': answer.type, 'content-length': answer.body.length });
  response.end(answer.body);
}).listen(Number(port), '127.0.0.1', () => console.log('ready'));
