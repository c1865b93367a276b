// An external agent built on the official TypeScript MCP SDK client (@modelcontextprotocol/sdk,
// installed with the reference server by `make reference-mcp`): lists Assent's tools, reads an
// action's parameters, proposes it and waits for the owner's decision. One JSON line per step.
//
//   ASSENT_AGENT_TOKEN=... node agent_client.mjs <mcp url> <action name> '<arguments JSON>'
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

const [url, action, args] = process.argv.slice(2);
const transport = new StreamableHTTPClientTransport(new URL(url), {
  requestInit: { headers: { Authorization: `Bearer ${process.env.ASSENT_AGENT_TOKEN}` } },
});
const client = new Client({ name: "assent-test-ts-agent", version: "1.0.0" });
await client.connect(transport);
const say = (line) => console.log(JSON.stringify(line));

const tools = await client.listTools();
say({ step: "tools", names: tools.tools.map((tool) => tool.name), instructions: client.getInstructions() });
const read = await client.callTool({ name: "assent_search_tools", arguments: { names: [action] } });
say({ step: "search", isError: read.isError ?? false, text: read.content[0].text });
let progress = 0;
const done = await client.callTool(
  { name: "assent_execute_tool", arguments: { name: action, arguments: JSON.parse(args) } },
  undefined,
  { onprogress: () => { progress += 1; }, resetTimeoutOnProgress: true, timeout: 120000 },
);
say({ step: "execute", progress, isError: done.isError ?? false, text: done.content[0].text });
await client.close();
