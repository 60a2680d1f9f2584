// The production server: static files from the build, the Remix app for everything else, security
// headers on every response, and a clean shutdown that closes the database.
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";

const BASE_SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

const build = await import("./build/server/index.js");
const app = express();
app.disable("x-powered-by");
app.set("trust proxy", process.env.TRUST_PROXY === "1");
app.use(compression());
// Every response gets these headers: the app sets them on documents and API answers itself (so other
// deployments have them too), and anything that arrives without them (static files, redirects from
// resource routes) gets them here, just before the head is written.
function setSecurityHeaders(response) {
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) {
    if (!response.hasHeader(name)) response.setHeader(name, value);
  }
}
app.use((_request, response, next) => {
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadWithSecurityHeaders(...args) {
    setSecurityHeaders(response);
    return writeHead.apply(this, args);
  };
  next();
});
app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y", index: false }));
app.use(express.static("build/client", { maxAge: "1h", index: false }));
app.all("*", createRequestHandler({ build, mode: process.env.NODE_ENV ?? "production" }));
// Anything that escapes Remix (a malformed URL, say) still gets a plain answer, never a stack trace.
app.use((error, _request, response, _next) => {
  console.error(error);
  if (response.headersSent) return;
  setSecurityHeaders(response);
  response.status(500).type("text/plain").send("An error occurred.");
});

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const server = app.listen(port, host, () => {
  console.log(`Serving on http://localhost:${port} (hub) and http://nfl.localhost:${port} (NFL site)`);
});

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  server.close();
  try {
    await build.entry.module.shutdown?.();
  } finally {
    process.exit(0);
  }
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
