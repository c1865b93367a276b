# ruff: noqa: E501  (data tables)
"""A large, deterministic catalog of plausible actions across many toolkits, and requests for it.

Built from a seed, never stored: domains of resources (with fields), toolkits that serve a domain,
verbs with several description templates each. The requests use a separate paraphrase lexicon
(what people call a verb or a resource), so they do not copy the descriptions; still, being
generated, they are a secondary measure beside the hand-written requests.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

# domain → resources as "name: field, field, ..." (names with spaces become snake_case identifiers)
DOMAINS: dict[str, list[str]] = {
    "projects": [
        "project: name, description, owner, due date",
        "task: title, description, assignee, due date, priority",
        "milestone: title, due date",
        "board: name, columns",
        "sprint: name, start date, end date",
        "comment: body, author",
        "label: name, color",
        "time entry: duration, description, date",
        "attachment: file name, url",
    ],
    "support": [
        "ticket: subject, description, requester, priority, status",
        "macro: title, actions",
        "agent: name, email, role",
        "customer: name, email, phone",
        "satisfaction rating: score, comment",
        "ticket field: title, type",
        "view: title, conditions",
        "help center article: title, body, section",
    ],
    "crm": [
        "contact: first name, last name, email, phone, company",
        "company: name, domain, industry",
        "deal: title, value, stage, close date",
        "lead: name, email, source",
        "note: content",
        "activity: type, subject, due date",
        "pipeline: name, stages",
        "product: name, price",
    ],
    "marketing": [
        "campaign: name, subject, from name, send time",
        "audience: name, description",
        "subscriber: email, first name, last name, tags",
        "template: name, html",
        "segment: name, conditions",
        "automation: name, trigger",
        "landing page: title, url",
        "form: name, fields",
    ],
    "storage": [
        "file: name, path, size",
        "folder: name, path",
        "shared link: url, expires at",
        "file version: version number, modified at",
        "file comment: message",
        "team folder: name",
    ],
    "hr": [
        "employee: first name, last name, email, department, job title",
        "time off request: start date, end date, type",
        "department: name, manager",
        "job posting: title, location, description",
        "candidate: name, email, resume",
        "interview: candidate, interviewer, scheduled at",
        "offer: salary, start date",
        "payroll run: period, status",
        "benefit plan: name, provider",
    ],
    "accounting": [
        "invoice: customer, amount, due date, line items",
        "bill: vendor, amount, due date",
        "payment: amount, date, method",
        "expense: amount, category, merchant, receipt",
        "vendor: name, email, tax id",
        "account: name, type, balance",
        "journal entry: date, lines, memo",
        "tax rate: name, rate",
        "estimate: customer, amount, expiry date",
        "credit note: amount, reason",
    ],
    "commerce": [
        "order: customer, line items, total, status",
        "product: title, price, sku, description",
        "customer: name, email, address",
        "discount: code, percentage, expires at",
        "inventory level: sku, location, quantity",
        "shipment: carrier, tracking number, status",
        "refund: order, amount, reason",
        "collection: title, products",
        "cart: items, customer",
        "review: rating, text, product",
    ],
    "monitoring": [
        "incident: title, severity, status, assignee",
        "alert: name, condition, threshold",
        "service: name, owner, tier",
        "on call schedule: name, rotation, users",
        "deployment: service, version, environment",
        "log: query, time range",
        "metric: name, query",
        "dashboard: title, widgets",
        "monitor: name, type, query",
        "status page: name, components",
        "escalation policy: name, rules",
    ],
    "communication": [
        "message: text, channel, sender",
        "channel: name, topic, members",
        "meeting: topic, start time, duration",
        "recording: meeting, duration, url",
        "call: from, to, duration",
        "contact: name, phone, email",
        "voicemail: caller, transcript",
        "team: name, members",
    ],
    "analytics": [
        "report: name, metrics, date range",
        "dashboard: name, charts",
        "event: name, properties, timestamp",
        "funnel: name, steps",
        "cohort: name, definition",
        "user profile: distinct id, properties",
        "annotation: date, text",
        "experiment: name, variants, metric",
    ],
    "docs": [
        "page: title, content, parent",
        "space: name, key, description",
        "document: title, body",
        "template: name, body",
        "comment: body, page",
        "attachment: file name, page",
        "table: name, columns",
        "row: values",
    ],
    "scheduling": [
        "event: title, start time, end time, attendees",
        "booking: invitee, event type, start time",
        "availability: user, date range",
        "event type: name, duration, location",
        "calendar: name, timezone",
        "reminder: time, message",
    ],
    "social": [
        "post: text, media, scheduled time",
        "follower: handle, name",
        "mention: author, text",
        "profile: handle, bio",
        "direct message: recipient, text",
        "scheduled post: text, publish time",
        "hashtag: name",
    ],
    "travel": [
        "flight: origin, destination, departure date",
        "hotel: city, check in, check out",
        "reservation: traveler, confirmation number",
        "itinerary: traveler, trips",
        "rental car: location, pickup date",
        "expense report: traveler, total",
    ],
    "cloud": [
        "instance: name, size, region, image",
        "bucket: name, region",
        "database: name, engine, size",
        "function: name, runtime, handler",
        "dns record: name, type, value",
        "certificate: domain, expires at",
        "snapshot: volume, created at",
        "load balancer: name, targets",
        "secret: name, value",
        "cluster: name, node count",
        "container image: repository, tag",
        "firewall rule: port, source",
        "volume: size, zone",
    ],
    "forms": [
        "form: title, questions",
        "response: answers, submitted at",
        "question: text, type",
        "survey: title, audience",
        "webhook: url, events",
        "theme: name, colors",
    ],
    "esign": [
        "envelope: subject, documents, recipients",
        "signer: name, email, order",
        "template: name, roles",
        "signed document: envelope, file",
        "signing reminder: envelope, frequency",
    ],
    "code": [
        "repository: name, visibility, description",
        "merge request: title, source branch, target branch",
        "pipeline: ref, status",
        "branch: name, ref",
        "commit: sha, message, author",
        "tag: name, ref",
        "release: tag, notes",
        "issue: title, description, labels",
        "build: branch, status",
        "environment: name, url",
        "variable: key, value",
        "webhook: url, events",
    ],
    "media": [
        "video: title, description, visibility",
        "playlist: title, videos",
        "channel: name, description",
        "comment: text, author",
        "caption: language, text",
        "thumbnail: image url",
        "live stream: title, scheduled start",
    ],
    "cms": [
        "post: title, body, status, author",
        "page: title, slug, body",
        "media item: file, alt text",
        "author: name, bio",
        "category: name, slug",
        "entry: content type, fields",
        "asset: title, file",
        "menu: name, items",
        "site: name, domain",
    ],
    "data": [
        "table: name, schema",
        "query: sql",
        "dataset: name, location",
        "job: query, status",
        "view: name, definition",
        "warehouse: name, size",
        "user role: name, grants",
        "stage: name, url",
        "saved query: name, sql",
    ],
    "design": [
        "file: name, project",
        "frame: name, size",
        "component: name, description",
        "comment: message, position",
        "project: name, team",
        "board: name, members",
        "sticky note: text, color",
        "export: format, scale",
    ],
}

TOOLKITS: dict[str, list[str]] = {
    "projects": [
        "asana",
        "monday",
        "clickup",
        "basecamp",
        "wrike",
        "todoist",
        "smartsheet",
        "teamwork",
        "height",
        "shortcut",
    ],
    "support": ["zendesk", "freshdesk", "intercom", "helpscout", "front", "kustomer", "gorgias"],
    "crm": ["pipedrive", "zoho_crm", "close", "copper", "attio", "freshsales", "insightly", "keap"],
    "marketing": ["mailchimp", "sendgrid", "klaviyo", "brevo", "convertkit", "activecampaign", "customerio"],
    "storage": ["box", "onedrive", "sharepoint", "egnyte", "pcloud"],
    "hr": ["bamboohr", "workday", "greenhouse", "lever", "gusto", "rippling", "personio", "hibob"],
    "accounting": ["quickbooks", "xero", "freshbooks", "netsuite", "sage", "wave", "zoho_books"],
    "commerce": [
        "woocommerce",
        "bigcommerce",
        "magento",
        "squarespace_commerce",
        "etsy",
        "ebay",
        "amazon_seller",
    ],
    "monitoring": [
        "pagerduty",
        "opsgenie",
        "datadog",
        "sentry",
        "new_relic",
        "grafana",
        "statuspage",
        "incident_io",
    ],
    "communication": ["microsoft_teams", "discord", "webex", "aircall", "ringcentral", "vonage", "telegram"],
    "analytics": ["mixpanel", "amplitude", "google_analytics", "posthog", "heap", "segment_analytics"],
    "docs": ["confluence", "coda", "airtable", "quip", "slab", "guru"],
    "scheduling": ["calendly", "outlook_calendar", "acuity", "cal_com", "savvycal"],
    "social": [
        "twitter",
        "linkedin",
        "facebook_pages",
        "instagram",
        "buffer",
        "hootsuite",
        "reddit",
        "mastodon",
    ],
    "travel": ["expedia", "amadeus", "booking_com", "concur", "navan"],
    "cloud": [
        "aws",
        "gcp",
        "azure",
        "digitalocean",
        "cloudflare",
        "vercel",
        "netlify",
        "heroku",
        "fly_io",
        "render",
    ],
    "forms": ["typeform", "google_forms", "surveymonkey", "jotform", "tally"],
    "esign": ["docusign", "dropbox_sign", "pandadoc", "adobe_sign"],
    "code": ["gitlab", "bitbucket", "circleci", "jenkins", "azure_devops", "buildkite"],
    "media": ["youtube", "vimeo", "wistia", "loom"],
    "cms": ["wordpress", "webflow", "contentful", "ghost", "sanity", "strapi"],
    "data": ["snowflake", "bigquery", "databricks", "redshift", "postgres", "mongodb_atlas"],
    "design": ["figma", "miro", "canva", "lucid"],
}

# verb → description templates ({r} resource, {rs} plural, {p} product, {f} a field)
VERBS: dict[str, list[str]] = {
    "list": [
        "List {rs} in {p}.",
        "Returns a paginated list of {rs}.",
        "Retrieve all {rs} from your {p} account.",
        "Lists {rs}, newest first, with optional filters.",
    ],
    "get": [
        "Get a {r} by ID.",
        "Retrieve the details of a single {r} in {p}.",
        "Fetch one {r} with all of its fields.",
        "Returns the {r} with the given identifier.",
    ],
    "create": [
        "Create a new {r} in {p}.",
        "Creates a {r}.",
        "Add a {r} to your {p} workspace.",
        "Create a {r} with the given {f}.",
    ],
    "update": [
        "Update an existing {r}.",
        "Updates the {f} and other fields of a {r}.",
        "Modify a {r} in {p}.",
        "Edit the properties of a {r}.",
    ],
    "delete": [
        "Delete a {r}.",
        "Permanently deletes a {r} from {p}.",
        "Remove a {r} by ID. This cannot be undone.",
        "Deletes the specified {r}.",
    ],
    "search": [
        "Search {rs} by {f} or free text.",
        "Find {rs} matching a query in {p}.",
        "Full-text search over {rs}.",
        "Search for {rs} using filters.",
    ],
    "archive": [
        "Archive a {r} so it no longer appears in active lists.",
        "Archives the {r}; it can be restored later.",
    ],
    "restore": ["Restore an archived or deleted {r}.", "Unarchive a {r}."],
    "export": ["Export {rs} to CSV.", "Export a {r} as a file (PDF or CSV)."],
    "count": ["Count {rs} matching optional filters.", "Returns the total number of {rs}."],
    "bulk_create": ["Create many {rs} in one request.", "Bulk import {rs} from a list."],
    "bulk_delete": ["Delete several {rs} at once.", "Bulk delete {rs} by ID."],
    "duplicate": ["Duplicate a {r}.", "Make a copy of an existing {r}."],
    "assign": ["Assign a {r} to a user.", "Set the owner of a {r}."],
    "share": ["Share a {r} with other people.", "Grant another user access to a {r}."],
    "get_history": ["Get the change history of a {r}.", "List the audit log entries for a {r}."],
    "list_comments": ["List the comments on a {r}."],
    "add_comment": ["Add a comment to a {r}.", "Post a note on a {r}."],
    "subscribe": ["Subscribe to change notifications for a {r}.", "Watch a {r} and get notified of updates."],
}

# resource-specific actions (verb_resource): description
EXTRA_ACTIONS: dict[str, list[str]] = {
    "ticket": [
        "close: Mark a ticket as solved and close it.",
        "merge: Merge duplicate tickets into one.",
        "reply: Send a public reply to the requester of a ticket.",
        "escalate: Escalate a ticket to a higher tier.",
    ],
    "invoice": [
        "send: Email an invoice to the customer.",
        "void: Void an invoice so it can no longer be paid.",
        "mark_paid: Record that an invoice was paid.",
        "download_pdf: Download the PDF of an invoice.",
    ],
    "campaign": [
        "send: Send a campaign to its audience now.",
        "schedule: Schedule a campaign for later delivery.",
        "get_stats: Get open and click statistics for a sent campaign.",
        "send_test: Send a test email of a campaign.",
    ],
    "incident": [
        "acknowledge: Acknowledge an incident to stop escalation.",
        "resolve: Resolve an incident.",
        "add_note: Add a timeline note to an incident.",
    ],
    "alert": [
        "acknowledge: Acknowledge an alert.",
        "snooze: Silence an alert for a period of time.",
        "close: Close an alert.",
    ],
    "deployment": [
        "rollback: Roll back a deployment to the previous version.",
        "promote: Promote a deployment to production.",
    ],
    "order": [
        "cancel: Cancel an order.",
        "fulfill: Mark an order's items as shipped.",
        "refund: Refund an order.",
    ],
    "instance": [
        "start: Start a stopped virtual machine instance.",
        "stop: Stop a running instance.",
        "reboot: Restart an instance.",
        "resize: Change the machine size of an instance.",
    ],
    "envelope": [
        "send: Send an envelope out for signature.",
        "void: Void an envelope in progress.",
        "get_status: Get the signing status of an envelope.",
    ],
    "message": [
        "send: Send a message to a channel or person.",
        "pin: Pin a message.",
        "react: Add an emoji reaction to a message.",
    ],
    "meeting": [
        "end: End a meeting in progress.",
        "get_transcript: Get the transcript of a recorded meeting.",
    ],
    "time_off_request": [
        "approve: Approve an employee's time off request.",
        "deny: Decline a time off request.",
    ],
    "candidate": ["advance: Move a candidate to the next interview stage.", "reject: Reject a candidate."],
    "post": [
        "publish: Publish a draft post.",
        "schedule: Schedule a post for later.",
        "get_analytics: Get engagement metrics for a post.",
    ],
    "pipeline": [
        "run: Trigger a new pipeline run.",
        "cancel: Cancel a running pipeline.",
        "retry: Retry failed jobs of a pipeline.",
    ],
    "merge_request": [
        "merge: Merge a merge request.",
        "approve: Approve a merge request.",
        "get_diff: Get the changes of a merge request.",
    ],
    "query": [
        "run: Run a SQL query and return rows.",
        "explain: Show the execution plan of a query.",
        "cancel: Cancel a running query.",
    ],
    "task": ["complete: Mark a task as complete.", "move: Move a task to another project or section."],
    "deal": ["mark_won: Mark a deal as won.", "mark_lost: Mark a deal as lost with a reason."],
    "subscriber": ["unsubscribe: Unsubscribe a contact from all emails.", "tag: Add tags to a subscriber."],
    "booking": [
        "cancel: Cancel a booking and notify the invitee.",
        "reschedule: Move a booking to a new time.",
    ],
    "video": ["upload: Upload a video file.", "get_analytics: Get view counts and watch time of a video."],
    "form": [
        "publish: Publish a form so it accepts responses.",
        "close: Stop accepting responses to a form.",
    ],
    "report": ["run: Run a report for a date range.", "schedule: Email a report on a schedule."],
    "payroll_run": ["approve: Approve and submit a payroll run."],
    "reservation": ["cancel: Cancel a reservation.", "modify: Change the dates of a reservation."],
    "flight": ["book: Book a flight for a traveler.", "get_status: Get the live status of a flight."],
    "hotel": ["book: Book a hotel room."],
    "dns_record": ["verify: Check that a DNS record has propagated."],
    "certificate": ["renew: Renew a TLS certificate."],
    "cluster": ["scale: Change the number of nodes in a cluster."],
    "build": ["retry: Retry a failed build.", "get_logs: Get the logs of a build."],
    "function": [
        "invoke: Invoke a serverless function with a payload.",
        "get_logs: Get recent logs of a function.",
    ],
}

PARAPHRASE_VERBS: dict[str, list[str]] = {
    "list": [
        "show me all the {rs}",
        "what {rs} do we have",
        "give me every {r}",
        "pull the full list of {rs}",
    ],
    "get": [
        "pull up the {r} with id 123",
        "details for {r} 42",
        "look at one particular {r}",
        "open the {r} abc",
    ],
    "create": ["set up a new {r}", "make a {r}", "I need a fresh {r}", "add another {r}"],
    "update": ["change the {f} of a {r}", "edit that {r}", "fix the {f} on the {r}", "tweak the {r}"],
    "delete": [
        "get rid of the {r}",
        "erase this {r} for good",
        "I don't need that {r} anymore, remove it",
        "wipe out a {r}",
    ],
    "search": [
        "look for {rs} about pricing",
        "which {rs} mention the word refund",
        "hunt down {rs} with a given {f}",
    ],
    "archive": ["put the {r} away without deleting it", "shelve that {r}"],
    "restore": ["bring back the {r} I archived", "undo the deletion of the {r}"],
    "export": ["download the {rs} as a spreadsheet", "get a CSV of the {rs}"],
    "count": ["how many {rs} are there", "total number of {rs}"],
    "bulk_create": ["add a whole batch of {rs} at once", "import lots of {rs} in one go"],
    "bulk_delete": ["remove a bunch of {rs} in one go", "mass delete {rs}"],
    "duplicate": ["clone the {r}", "copy this {r}"],
    "assign": ["make Sam responsible for the {r}", "hand the {r} over to Lee"],
    "share": ["let Kim see the {r}", "give my colleague access to the {r}"],
    "get_history": ["who changed the {r} and when", "audit trail for the {r}"],
    "list_comments": ["what did people write on the {r}", "read the discussion on the {r}"],
    "add_comment": ["leave a remark on the {r}", "write a note on the {r}"],
    "subscribe": ["notify me whenever the {r} changes", "keep me posted on updates to the {r}"],
}


@dataclass(frozen=True)
class GeneratedAction:
    document: dict[str, Any]
    verb: str
    resource: str
    fields: tuple[str, ...]


def _identifier(words: str) -> str:
    return words.strip().lower().replace(" ", "_")


def _plural(noun: str) -> str:
    if noun.endswith("y") and noun[-2:-1] not in "aeiou":
        return noun[:-1] + "ies"
    return noun + ("es" if noun.endswith(("s", "sh", "ch", "x")) else "s")


def _product(toolkit: str) -> str:
    return " ".join(part.capitalize() for part in toolkit.split("_"))


def _schema(verb: str, resource: str, fields: tuple[str, ...], rng: random.Random) -> dict[str, Any]:
    rid = f"{_identifier(resource)}_id"
    props: dict[str, Any] = {}
    required: list[str] = []
    if verb in {"list", "search", "export", "count", "list_comments"}:
        if verb == "search":
            props["query"] = {"type": "string", "description": "Text to search for"}
            required.append("query")
        props["limit"] = {"type": "integer", "description": "Maximum number of results to return"}
        props["cursor"] = {"type": "string", "description": "Pagination cursor from a previous response"}
        for f in fields[:2]:
            props[_identifier(f)] = {"type": "string", "description": f"Filter by {f}"}
    elif verb in {"create", "bulk_create"}:
        for f in fields:
            props[_identifier(f)] = {"type": "string", "description": f"The {f} of the {resource}"}
        required.extend(_identifier(f) for f in fields[:1])
    else:
        props[rid] = {"type": "string", "description": f"ID of the {resource}"}
        required.append(rid)
        if verb == "update":
            for f in fields:
                props[_identifier(f)] = {"type": "string", "description": f"New {f}"}
        elif verb in {"assign", "share"}:
            props["user_id"] = {"type": "string", "description": "ID of the user"}
        elif verb == "add_comment":
            props["text"] = {"type": "string", "description": "Comment text"}
    if rng.random() < 0.3:
        props["workspace_id"] = {"type": "string"}  # many real schemas carry undescribed ids
    return {"type": "object", "properties": props, "required": required}


def _actions_for(toolkit: str, domain: str, rng: random.Random) -> list[GeneratedAction]:
    product = _product(toolkit)
    actions: list[GeneratedAction] = []
    for spec in DOMAINS[domain]:
        resource, _, field_text = spec.partition(":")
        fields = tuple(f.strip() for f in field_text.split(","))
        rid = _identifier(resource)
        verbs = [
            v for v in VERBS if v in {"list", "get", "create", "update", "delete"} or rng.random() < 0.35
        ]
        for verb in verbs:
            plural = _plural(resource)
            name = f"{toolkit}.{verb}_{_identifier(plural) if verb in {'list', 'search', 'export', 'count', 'bulk_create', 'bulk_delete'} else rid}"
            template = rng.choice(VERBS[verb])
            description = template.format(r=resource, rs=plural, p=product, f=rng.choice(fields))
            title = f"{verb.replace('_', ' ').capitalize()} {plural if name.endswith(_identifier(plural)) else resource}"
            document = {
                "name": name,
                "title": title if rng.random() < 0.7 else None,
                "description": description,
                "input_schema": _schema(verb, resource, fields, rng),
            }
            actions.append(GeneratedAction(document, verb, resource, fields))
        for extra in EXTRA_ACTIONS.get(rid, []):
            action, _, description = extra.partition(": ")
            document = {
                "name": f"{toolkit}.{action}_{rid}",
                "title": None,
                "description": description,
                "input_schema": _schema("get", resource, fields, rng),
            }
            actions.append(GeneratedAction(document, action, resource, fields))
    return actions


def generated_catalog(
    size: int = 10_000, seed: int = 7, exclude: frozenset[str] = frozenset()
) -> list[GeneratedAction]:
    """`size` actions sampled evenly from every toolkit of every domain (more rounds as "<name>_v2" if needed)."""
    rng = random.Random(seed)
    actions: list[GeneratedAction] = []
    round_ = 0
    while len(actions) < size:
        for domain, toolkits in TOOLKITS.items():
            for toolkit in toolkits:
                name = toolkit if round_ == 0 else f"{toolkit}_v{round_ + 1}"
                if name not in exclude:
                    actions.extend(_actions_for(name, domain, rng))
        round_ += 1
    keep = sorted(rng.sample(range(len(actions)), size))
    return [actions[i] for i in keep]


def generated_queries(
    actions: list[GeneratedAction], count: int = 300, seed: int = 11
) -> list[tuple[str, list[str]]]:
    """Paraphrased requests for sampled actions; without a product name every toolkit's twin is relevant."""
    rng = random.Random(seed)
    twins: dict[tuple[str, str], list[str]] = {}
    for a in actions:
        twins.setdefault((a.verb, a.resource), []).append(a.document["name"])
    candidates = [a for a in actions if a.verb in PARAPHRASE_VERBS]
    queries: list[tuple[str, list[str]]] = []
    for action in rng.sample(candidates, min(count, len(candidates))):
        text = rng.choice(PARAPHRASE_VERBS[action.verb]).format(
            r=action.resource, rs=_plural(action.resource), f=rng.choice(action.fields)
        )
        toolkit = action.document["name"].split(".")[0]
        if rng.random() < 0.6:
            queries.append((f"{text} in {_product(toolkit)}", [action.document["name"]]))
        else:
            queries.append((text, twins[(action.verb, action.resource)]))
    return queries
