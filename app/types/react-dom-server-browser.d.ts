// React 18 publishes renderToReadableStream (Web streams) in react-dom/server.browser, which runs on
// Node and on Cloudflare Workers; @types/react-dom types it under react-dom/server only.
declare module "react-dom/server.browser" {
  export { renderToReadableStream, renderToString } from "react-dom/server";
}
