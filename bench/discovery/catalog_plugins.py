# ruff: noqa: E501  (data: one tool or request per line)
"""Development set "plugins": one tool per product, named like the product, described in one line.

Written in one pass on 2026-12-01, before anything of this round was tuned. The plugins are the
official integrations listed in the MCP servers repository's README (product name + its one-line
description, lightly trimmed); each becomes one tool with no namespace and no parameters, the way
plugin stores list them. Many neighbours overlap (several databases, search engines, browsers),
so the description's wording decides.

Requests are one line, as a user would type them to an assistant: `plain`, `esl` (non-native
English) and `chatty`. Even lines of each style are the tuning half (`dev`); odd lines are the
validation half, never looked at while tuning.

    tool line:    name | description
    request line: style | request | relevant, names
"""

from __future__ import annotations

from typing import Any

PLUGINS = """
AzureMCP | Access key Azure services and tools like Azure Storage, Cosmos DB, the Azure CLI, and more.
BanklessOnchain | Query Onchain data, like ERC20 tokens, transaction history, smart contract state.
BICScan | Risk score / asset holdings of EVM blockchain address (EOA, CA, ENS) and even domain names.
Bitrise | Chat with your builds, CI, and more.
Box | Interact with the Intelligent Content Management platform through Box AI.
Browserbase | Automate browser interactions in the cloud (e.g. web navigation, data extraction, form filling, and more)
Chargebee | Connects AI agents to the Chargebee subscription billing platform.
Chroma | Embeddings, vector search, document storage, and full-text search with the open-source AI application database
ChronulusAI | Predict anything with Chronulus AI forecasting and prediction agents.
CircleCI | Enable AI Agents to fix build failures from CircleCI.
ClickHouse | Query your ClickHouse database server.
Cloudflare | Deploy, configure & interrogate your resources on the Cloudflare developer platform (e.g. Workers/KV/R2/D1)
Codacy | Query code quality issues, vulnerabilities, and coverage insights about your code.
CodeLogic | A Software Intelligence platform that graphs complex code and data architecture dependencies.
CometOpik | Query and analyze your Opik logs, traces, prompts and all other telemetry data from your LLMs in natural language.
Convex | Introspect and query your apps deployed to Convex.
Couchbase | Interact with the data stored in Couchbase clusters.
Dart | Interact with task, doc, and project data in Dart, an AI-native project management tool
DevHub | Manage and utilize website content within the DevHub CMS platform
Dynatrace | Manage and interact with the Dynatrace Platform for real-time observability and monitoring.
E2B | Run code in secure sandboxes hosted by E2B
EduBase | A comprehensive e-learning platform with advanced quizzing, exam management, and content organization capabilities
Elasticsearch | Query your data in Elasticsearch
eSignatures | Contract and template management for drafting, reviewing, and sending binding contracts.
Exa | Search Engine made for AIs by Exa
Fewsats | Enable AI Agents to purchase anything in a secure way using Fewsats
Fibery | Perform queries and entity operations in your Fibery workspace.
FinancialDatasets | Stock market API made for AI agents
Firecrawl | Extract web data with Firecrawl
Fireproof | Immutable ledger database with live synchronization
GibsonAI | AI-Powered Cloud databases: Build, migrate, and deploy database instances with AI
Gitee | Gitee API integration, repository, issue, and pull request management, and more.
Gyazo | Search, fetch, upload, and interact with Gyazo images, including metadata and OCR data.
gotoHuman | Human-in-the-loop platform - Allow AI agents and automations to send requests for approval to your gotoHuman inbox.
Grafana | Search dashboards, investigate incidents and query datasources in your Grafana instance
Graphlit | Ingest anything from Slack to Gmail to podcast feeds, in addition to web crawling, into a searchable project.
GreptimeDB | A secure and structured way to explore and analyze data in GreptimeDB.
Heroku | Interact with the Heroku Platform for managing apps, add-ons, dynos, databases, and more.
Hologres | Connect to a Hologres instance, get table metadata, query and analyze data.
Hyperbrowser | The next-generation platform empowering AI agents and enabling effortless, scalable browser automation.
IBMwxflows | Tool platform by IBM to build, test and deploy tools for any data source
ForeverVM | Run Python in a code sandbox.
InboxZero | AI personal assistant for email
Inkeep | RAG Search over your content powered by Inkeep
IntegrationApp | Interact with any other SaaS applications on behalf of your customers.
JetBrains | Work on your code with JetBrains IDEs
KagiSearch | Search the web using Kagi's search API
Keboola | Build robust data workflows, integrations, and analytics on a single intuitive platform.
KlavisReportGen | Create professional reports from a simple user query.
LaraTranslate | Translation capabilities with support for language detection and context-aware translations.
Logfire | Provides access to OpenTelemetry traces and metrics through Logfire.
LangfusePromptManagement | Open-source tool for collaborative editing, versioning, evaluating, and releasing prompts.
LingoDev | Make your AI agent speak every language on the planet, using the Lingo.dev Localization Engine.
Mailgun | Interact with Mailgun API.
Make | Turn your Make scenarios into callable tools for AI assistants.
DatabaseToolbox | Easy, fast, and secure tools for Databases. Supports AlloyDB, BigQuery, Bigtable, Cloud SQL, Dgraph, MySQL, Neo4j, Postgres, Spanner, and more.
Meilisearch | Interact & query with Meilisearch (Full-text & semantic search API)
Metoro | Query and interact with kubernetes environments monitored by Metoro
Milvus | Search, Query and interact with data in your Milvus Vector Database.
Momento | Momento Cache lets you quickly improve your performance, reduce costs, and handle load at any scale.
MongoDB | Both MongoDB Community Server and MongoDB Atlas are supported.
MotherDuck | Query and analyze data with MotherDuck and local DuckDB
Needle | Production-ready RAG out of the box to search and retrieve data from your own documents.
"""

QUERIES = """
plain | What tokens does this wallet hold and what did it trade recently? | BanklessOnchain
plain | Is this ethereum address risky to send money to? | BICScan
plain | Why did my mobile app build fail on the CI last night? | Bitrise, CircleCI
plain | Fill out this web form on a site for me automatically. | Browserbase, Hyperbrowser
plain | Cancel the subscription of customer 4411 and refund the last invoice. | Chargebee
plain | Store these documents and let me do a vector search over them. | Chroma, Milvus
plain | Forecast how many umbrellas we will sell next month. | ChronulusAI
plain | Run a SQL query on my ClickHouse server. | ClickHouse
plain | Deploy my worker script and create a KV namespace. | Cloudflare
plain | Show me the security vulnerabilities and test coverage of my repository. | Codacy
plain | Which services depend on the orders table if I change its schema? | CodeLogic
plain | Look at the traces of my LLM app and find the slow prompts. | CometOpik, Logfire
plain | Add a task to my project board and assign it to Tim. | Dart, Fibery
plain | Update the text on the homepage of our website. | DevHub
plain | Are there any problems with my production services right now? | Dynatrace, Grafana
plain | Execute this code snippet safely and show me the output. | E2B, ForeverVM
plain | Create a quiz for my students about photosynthesis. | EduBase
plain | Send this contract to the client for signature. | eSignatures
plain | Search the web for recent papers about battery chemistry. | Exa, KagiSearch
plain | Buy me a domain name with my saved card. | Fewsats
plain | What was Apple's revenue last quarter and the current share price? | FinancialDatasets
plain | Scrape the product prices from this online shop. | Firecrawl
plain | Open a pull request on my Gitee repository. | Gitee
plain | Find the screenshot I uploaded last week that had the error text in it. | Gyazo
plain | Ask my manager to approve this blog post before it goes out. | gotoHuman
plain | Restart the dynos of my web app and check its add-ons. | Heroku
plain | Translate this paragraph into Japanese. | LaraTranslate, LingoDev
plain | Make a professional report about our Q3 sales from a short description. | KlavisReportGen
plain | Send a newsletter email to my mailing list through our email API. | Mailgun
plain | Show the pods that are crashing in my kubernetes cluster. | Metoro
plain | Cache this value so the next page load is faster. | Momento
plain | Find all users in my Mongo collection who signed up this year. | MongoDB
plain | Query my local DuckDB file with SQL. | MotherDuck
plain | Answer questions from my own PDF documents. | Needle, Inkeep
esl | I want make a table in postgres and bigquery both, which tool can help | DatabaseToolbox
esl | please summarize my emails of today and help me answer them | InboxZero
esl | how I can search full text in my meilisearch index | Meilisearch
esl | need to look the files I have in my box storage and ask question about them | Box
esl | give me the metrics of my application from opentelemetry | Logfire
esl | I want publish new version of my prompt and test it | LangfusePromptManagement
esl | put all my slack messages and gmail into one place I can search | Graphlit
esl | I like to build data pipeline from my CRM into warehouse | Keboola
esl | run my automation scenario when new order come | Make
esl | please open my project in the IDE and fix the failing test | JetBrains
chatty | Our analytics team keeps asking me for the table metadata in our Hologres instance, can you pull it? | Hologres
chatty | I'm tired of copying data between our SaaS apps for each customer, is there a way to do it for them? | IntegrationApp
chatty | We just moved our time series metrics into GreptimeDB and I'd like to explore them a bit | GreptimeDB
chatty | my side project needs a new cloud database, could you spin one up and migrate the schema? | GibsonAI
chatty | I store my app's data in Convex and want to see what functions and tables are deployed | Convex
chatty | Our ledger must never be changed after writing, and I want it synced live to the browser | Fireproof
chatty | I'd like a tool that lets me build and deploy my own tools over any data source we have | IBMwxflows
chatty | We keep our product catalog in Couchbase, can you look up the item with key sku-991? | Couchbase
chatty | I need to run a search query in Elasticsearch for all error logs from yesterday | Elasticsearch
chatty | can you list the blobs in my Azure storage account and check the Cosmos DB containers? | AzureMCP
"""


# Written in session 5 (2026-12-01), before anything of that session was tuned, so that every
# request style has at least 10 requests in each half (the chatty and esl rows had 5). Appended
# after the original lines, which keep their places and so their halves.
QUERIES_SESSION_5 = """
chatty | Our support team answers the same questions all day and I'd like them to search across our help center content and get answers | Inkeep
chatty | I've got a bunch of loosely related project notes in Dart and I'd like to see what tasks are still open for the launch | Dart
chatty | We host a few apps on Heroku and one of them has been sluggish, could you check its dynos and maybe scale them? | Heroku
chatty | Our dashboards live in Grafana and the on-call person wants to know which incidents are open right now | Grafana
chatty | I've been collecting user embeddings in our vector database and want to run a similarity search for a new item | Milvus, Chroma
chatty | We bill our SaaS customers through Chargebee and I need to see which subscriptions renew next week | Chargebee
chatty | I'd love to run a quick Python calculation in a safe sandbox instead of on my own laptop | ForeverVM, E2B
chatty | We send transactional emails through Mailgun and a customer says he never got his password reset, can you check what happened? | Mailgun
chatty | My team writes prompts for our chatbot and we want to version them properly and roll back the one we shipped yesterday | LangfusePromptManagement
chatty | The client wants our app translated into Brazilian Portuguese and Korean before the trade fair, with all the strings localized | LingoDev, LaraTranslate
esl | I want take the data from this website for many pages, the prices and titles | Firecrawl
esl | please do the check of quality of my code and show me the problems | Codacy
esl | which is the risk of this wallet address of ethereum before I send | BICScan
esl | I need query the database of clickhouse for count the users | ClickHouse
esl | how can I do full text search in elasticsearch for the word timeout | Elasticsearch
esl | make report professional about our clients for the meeting | KlavisReportGen
esl | I want to buy a thing online with the agent in secure way | Fewsats
esl | show me the traces of my python app in opentelemetry for see what is slow | Logfire, CometOpik
esl | please find in the web the last news about electric cars with a search engine | Exa, KagiSearch
esl | I want upload a screenshot and read the text inside with ocr | Gyazo
"""


def plugins_catalog() -> list[dict[str, Any]]:
    out = []
    for line in PLUGINS.strip().splitlines():
        name, description = (part.strip() for part in line.split("|"))
        out.append(
            {"name": name, "description": description, "input_schema": {"type": "object", "properties": {}}}
        )
    return out


def plugins_queries(split: str | None) -> list[tuple[str, str, list[str]]]:
    """(style, request, relevant names); `split` "dev" = even lines of each style, else odd."""
    out: list[tuple[str, str, list[str]]] = []
    seen: dict[str, int] = {}
    for line in (QUERIES.strip() + "\n" + QUERIES_SESSION_5.strip()).splitlines():
        style, text, names = (part.strip() for part in line.split("|"))
        i = seen.get(style, 0)
        seen[style] = i + 1
        if split is None or (i % 2 == 0) == (split == "dev"):
            out.append((style, text, [n.strip() for n in names.split(",") if n.strip()]))
    return out
