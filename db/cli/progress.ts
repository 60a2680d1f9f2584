// A one-line progress bar per dataset with rows per second (plain lines when not on a terminal).
export function progressBar(stream: NodeJS.WriteStream = process.stderr) {
  let label = "";
  let started = 0;
  let lastDraw = 0;
  const tty = stream.isTTY;
  return {
    start(name: string) {
      label = name;
      started = performance.now();
      lastDraw = 0;
      if (!tty) stream.write(`importing ${name} ...\n`);
    },
    update(read: number, total: number) {
      const now = performance.now();
      if (!tty || now - lastDraw < 100) return;
      lastDraw = now;
      const share = total > 0 ? Math.min(1, read / total) : 0;
      const width = 24;
      const filled = Math.round(share * width);
      const rate = read / Math.max(0.001, (now - started) / 1000);
      stream.write(
        `\r${label.padEnd(36)} [${"#".repeat(filled)}${" ".repeat(width - filled)}] ${(share * 100).toFixed(0).padStart(3)}% ${Math.round(rate).toLocaleString("en-US")} rows/s   `,
      );
    },
    done(rows: number, seconds: number) {
      const rate = Math.round(rows / Math.max(0.001, seconds)).toLocaleString("en-US");
      stream.write(`${tty ? "\r" : ""}${label.padEnd(36)} ${rows.toLocaleString("en-US")} rows in ${seconds.toFixed(1)} s (${rate} rows/s)${" ".repeat(20)}\n`);
    },
  };
}
