import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that records, while `record` holds an array, every statement
 * the server sends (the text, its parameters as sent, and the first row it answered) in the order
 * sent. It reads the frontend/backend protocol (version 3) only as far as that takes: simple
 * queries ('Q'), parse/bind/execute ('P', 'B', 'E'), row descriptions and data rows ('T', 'D').
 */
export function startWireRecorder(target) {
  const recorder = { record: null };
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    let statement = null;
    let pending = { text: null, values: [] };
    // Named prepared statements of this connection, parsed once and bound by name later.
    const prepared = new Map();
    const frontend = messageReader(true, (type, body) => {
      if (type === 'P') {
        const name = cString(body, 0);
        pending = { text: cString(body, name.next).value, values: [] };
        if (name.value) prepared.set(name.value, pending.text);
      }
      if (!recorder.record) return;
      if (type === 'Q') {
        statement = { text: cString(body, 0).value, values: [], simple: true, row: {} };
        recorder.record.push(statement);
      } else if (type === 'B') {
        const portal = cString(body, 0);
        const name = cString(body, portal.next).value;
        pending = { text: name ? prepared.get(name) : pending.text, values: bindValues(body) };
      } else if (type === 'E') {
        statement = { text: pending.text, values: pending.values, simple: false, row: {} };
        recorder.record.push(statement);
      }
    });
    let columns = [];
    const backend = messageReader(false, (type, body) => {
      if (!statement) return;
      if (type === 'T') columns = rowDescription(body);
      else if (type === 'D' && Object.keys(statement.row).length === 0) {
        const values = dataRow(body);
        columns.forEach((column, index) => (statement.row[column] = values[index]));
      }
    });
    client.on('data', (chunk) => {
      frontend(chunk);
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      backend(chunk);
      client.write(chunk);
    });
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ recorder, port: server.address().port, close: () => new Promise((done) => server.close(done)) })),
  );
}

/** Splits a byte stream into protocol messages; the frontend's first message (startup) has no type byte. */
function messageReader(startupFirst, onMessage) {
  let buffer = Buffer.alloc(0);
  let startup = startupFirst;
  return (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      if (startup) {
        if (buffer.length < 4) return;
        const length = buffer.readInt32BE(0);
        if (buffer.length < length) return;
        const code = buffer.readInt32BE(4);
        buffer = buffer.subarray(length);
        // An SSL or GSS request is answered with one byte, then the real startup follows.
        if (code !== 80877103 && code !== 80877104) startup = false;
        continue;
      }
      if (buffer.length < 5) return;
      const length = buffer.readInt32BE(1);
      if (buffer.length < length + 1) return;
      onMessage(String.fromCharCode(buffer[0]), buffer.subarray(5, length + 1));
      buffer = buffer.subarray(length + 1);
    }
  };
}

function cString(body, offset) {
  const end = body.indexOf(0, offset);
  return { value: body.toString('utf8', offset, end), next: end + 1 };
}

/** `count` values, each an int32 length (-1 for null) and its bytes as text, from `offset` on. */
function values(body, offset, count) {
  const result = [];
  for (let index = 0; index < count; index += 1) {
    const length = body.readInt32BE(offset);
    offset += 4;
    result.push(length === -1 ? null : body.toString('utf8', offset, offset + length));
    if (length > 0) offset += length;
  }
  return result;
}

function bindValues(body) {
  let offset = cString(body, cString(body, 0).next).next;
  const formats = body.readInt16BE(offset);
  offset += 2 + formats * 2;
  return values(body, offset + 2, body.readInt16BE(offset));
}

function rowDescription(body) {
  const count = body.readInt16BE(0);
  const names = [];
  let offset = 2;
  for (let index = 0; index < count; index += 1) {
    const name = cString(body, offset);
    names.push(name.value);
    offset = name.next + 18;
  }
  return names;
}

function dataRow(body) {
  return values(body, 2, body.readInt16BE(0));
}
