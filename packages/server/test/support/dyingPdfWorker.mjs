// A worker thread's entry for the PDF pool's tests: ends its thread on 'die', else answers three bytes.
export default async function render(input) {
  if (input === 'die') process.exit(1);
  return new Uint8Array([37, 80, 68]);
}
