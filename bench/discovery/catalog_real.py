# ruff: noqa: E501  (data: one action or request per line)
"""Hand-written catalogs modelled on real MCP toolkits (names, descriptions and parameters in the
style their servers publish). One line per action:

    action | title | description | param: description; param?: description; ...

A `?` suffix marks an optional parameter, `[]` an array, `#` an integer, `!` a boolean.
"""

from __future__ import annotations

from typing import Any

GITHUB = """
get_me | Get my user profile | Get details of the authenticated GitHub user. Use this when a request includes "me", "my". |
get_issue | Get issue details | Get details of a specific issue in a GitHub repository. | owner: The owner of the repository; repo: The name of the repository; issue_number#: The number of the issue
list_issues | List issues | List issues in a GitHub repository. For pagination, use the after cursor. | owner: Repository owner; repo: Repository name; state?: Filter by state, by default both open and closed issues are returned; labels?[]: Filter by labels; since?: Filter by date (ISO 8601 timestamp); perPage#?: Results per page
create_issue | Create issue | Create a new issue in a GitHub repository. | owner: Repository owner; repo: Repository name; title: Issue title; body?: Issue body content; assignees?[]: Usernames to assign to this issue; labels?[]: Labels to apply to this issue; milestone#?: Milestone number
update_issue | Edit issue | Update an existing issue in a GitHub repository: title, body, state, labels, assignees or milestone. | owner: Repository owner; repo: Repository name; issue_number#: Issue number to update; title?: New title; body?: New description; state?: New state (open or closed); state_reason?: Reason for the state change (completed, not_planned, duplicate)
add_issue_comment | Add comment to issue | Add a comment to a specific issue in a GitHub repository. Use this tool to add comments to pull requests as well. | owner: Repository owner; repo: Repository name; issue_number#: Issue number to comment on; body: Comment content
get_issue_comments | Get issue comments | Get comments for a specific issue in a GitHub repository. | owner: Repository owner; repo: Repository name; issue_number#: Issue number
search_issues | Search issues | Search for issues in GitHub repositories using issues search syntax already scoped to is:issue. | query: Search query using GitHub issues search syntax; sort?: Sort field by number of matches of categories (comments, reactions, created, updated); order?: Sort order
add_sub_issue | Add sub-issue | Add a sub-issue to a parent issue in a GitHub repository. | owner: Repository owner; repo: Repository name; issue_number#: The number of the parent issue; sub_issue_id#: The ID of the sub-issue to add
assign_copilot_to_issue | Assign Copilot to issue | Assign Copilot to a specific issue in a GitHub repository so that it works on the issue and opens a pull request. | owner: Repository owner; repo: Repository name; issueNumber#: Issue number
list_pull_requests | List pull requests | List pull requests in a GitHub repository. If the user specifies an author, then DO NOT use this tool and use the search_pull_requests tool instead. | owner: Repository owner; repo: Repository name; state?: Filter by state; head?: Filter by head user/org and branch; base?: Filter by base branch; sort?: Sort by
get_pull_request | Get pull request details | Get details of a specific pull request in a GitHub repository. | owner: Repository owner; repo: Repository name; pullNumber#: Pull request number
create_pull_request | Open new pull request | Create a new pull request in a GitHub repository. | owner: Repository owner; repo: Repository name; title: PR title; head: Branch containing changes; base: Branch to merge into; body?: PR description; draft!?: Create as draft PR
merge_pull_request | Merge pull request | Merge a pull request in a GitHub repository. | owner: Repository owner; repo: Repository name; pullNumber#: Pull request number; merge_method?: Merge method (merge, squash, rebase); commit_title?: Title for merge commit
get_pull_request_diff | Get pull request diff | Get the diff of a pull request. | owner: Repository owner; repo: Repository name; pullNumber#: Pull request number
get_pull_request_files | Get pull request files | Get the files changed in a specific pull request. | owner: Repository owner; repo: Repository name; pullNumber#: Pull request number
get_pull_request_status | Get pull request status checks | Get the status of a specific pull request: combined commit status and check runs. | owner: Repository owner; repo: Repository name; pullNumber#: Pull request number
update_pull_request_branch | Update pull request branch | Update the branch of a pull request with the latest changes from the base branch. | owner: Repository owner; repo: Repository name; pullNumber#: Pull request number
create_pull_request_review | Submit pull request review | Create and submit a review for a pull request: approve, request changes or comment. | owner: Repository owner; repo: Repository name; pullNumber#: Pull request number; event: Review action to perform (APPROVE, REQUEST_CHANGES, COMMENT); body?: Review comment text
get_pull_request_reviews | Get pull request reviews | Get reviews for a specific pull request. | owner: Repository owner; repo: Repository name; pullNumber#: Pull request number
request_copilot_review | Request Copilot review | Request a GitHub Copilot code review for a pull request. | owner: Repository owner; repo: Repository name; pullNumber#: Pull request number
search_pull_requests | Search pull requests | Search for pull requests in GitHub repositories using issues search syntax already scoped to is:pr. | query: Search query; sort?: Sort field; order?: Sort order
get_file_contents | Get file or directory contents | Get the contents of a file or directory from a GitHub repository. | owner: Repository owner (username or organization); repo: Repository name; path?: Path to file/directory; ref?: Accepts optional git refs such as refs/tags/v1.0.0, refs/heads/main
create_or_update_file | Create or update file | Create or update a single file in a GitHub repository. If updating, you must provide the SHA of the file you want to update. | owner: Repository owner; repo: Repository name; path: Path where to create/update the file; content: Content of the file; message: Commit message; branch: Branch to create/update the file in; sha?: Required if updating an existing file
delete_file | Delete file | Delete a file from a GitHub repository. | owner: Repository owner; repo: Repository name; path: Path to the file to delete; message: Commit message; branch: Branch to delete the file from
push_files | Push files to repository | Push multiple files to a GitHub repository in a single commit. | owner: Repository owner; repo: Repository name; branch: Branch to push to; files[]: Array of file objects to push, each with path and content; message: Commit message
create_branch | Create branch | Create a new branch in a GitHub repository. | owner: Repository owner; repo: Repository name; branch: Name for new branch; from_branch?: Source branch (defaults to repo default)
list_branches | List branches | List branches in a GitHub repository. | owner: Repository owner; repo: Repository name; page#?: Page number for pagination
list_commits | List commits | Get list of commits of a branch in a GitHub repository. Returns at least 30 results per page by default. | owner: Repository owner; repo: Repository name; sha?: Commit SHA, branch or tag name to list commits of; author?: Author username or email address to filter commits by
get_commit | Get commit details | Get details for a commit from a GitHub repository. | owner: Repository owner; repo: Repository name; sha: Commit SHA, branch name, or tag name
search_code | Search code | Fast and precise code search across ALL GitHub repositories using GitHub's native search engine. Best for finding exact symbols, functions, classes, or specific code patterns. | query: Search query using GitHub's powerful code search syntax; sort?: Sort field; order?: Sort order
search_repositories | Search repositories | Find GitHub repositories by name, description, readme, topics, or other metadata. | query: Repository search query; sort?: Sort repositories by field (stars, forks, updated)
search_users | Search users | Find GitHub users by username, real name, or other profile information. | query: User search query; sort?: Sort users by number of followers or repositories, or when the person joined GitHub
create_repository | Create repository | Create a new GitHub repository in your account or specified organization. | name: Repository name; description?: Repository description; private!?: Whether repo should be private; autoInit!?: Initialize with README
fork_repository | Fork repository | Fork a GitHub repository to your account or specified organization. | owner: Repository owner; repo: Repository name; organization?: Organization to fork to
list_tags | List tags | List git tags in a GitHub repository. | owner: Repository owner; repo: Repository name
list_releases | List releases | List releases in a GitHub repository. | owner: Repository owner; repo: Repository name
get_latest_release | Get latest release | Get the latest release in a GitHub repository. | owner: Repository owner; repo: Repository name
list_notifications | List notifications | Lists all GitHub notifications for the authenticated user, including unread notifications, mentions, review requests, assignments, and updates on issues or pull requests. | filter?: Filter notifications to default_inbox, include_read_notifications, or only_participating; since?: Only show notifications updated after the given time
mark_all_notifications_read | Mark all notifications as read | Mark all notifications as read. | lastReadAt?: Describes the last point that notifications were checked
list_workflows | List workflows | List workflows in a repository. | owner: Repository owner; repo: Repository name
run_workflow | Run workflow | Run an Actions workflow by workflow ID or filename. | owner: Repository owner; repo: Repository name; workflow_id: The workflow ID or workflow file name; ref: The git reference for the workflow (branch or tag name); inputs?: Inputs the workflow accepts
list_workflow_runs | List workflow runs | List workflow runs for a specific workflow. | owner: Repository owner; repo: Repository name; workflow_id: The workflow ID or workflow file name; status?: Filter by workflow run status; branch?: Filter by branch name
cancel_workflow_run | Cancel workflow run | Cancel a workflow run. | owner: Repository owner; repo: Repository name; run_id#: The unique identifier of the workflow run
rerun_failed_jobs | Rerun failed jobs | Re-run only the failed jobs in a workflow run. | owner: Repository owner; repo: Repository name; run_id#: The unique identifier of the workflow run
get_job_logs | Get job logs | Download logs for a specific workflow job or efficiently get all failed job logs for a workflow run. | owner: Repository owner; repo: Repository name; job_id#?: The unique identifier of the workflow job; run_id#?: Workflow run ID (required when using failed_only); failed_only!?: When true, gets logs for all failed jobs in run_id
list_code_scanning_alerts | List code scanning alerts | List code scanning alerts in a GitHub repository. | owner: The owner of the repository; repo: The name of the repository; severity?: Filter code scanning alerts by severity; state?: Filter code scanning alerts by state
list_secret_scanning_alerts | List secret scanning alerts | List secret scanning alerts in a GitHub repository. | owner: The owner of the repository; repo: The name of the repository; state?: Filter by state
list_dependabot_alerts | List dependabot alerts | List dependabot alerts in a GitHub repository. | owner: The owner of the repository; repo: The name of the repository; severity?: Filter dependabot alerts by severity
star_repository | Star repository | Star a GitHub repository. | owner: Repository owner; repo: Repository name
list_starred_repositories | List starred repositories | List starred repositories for the authenticated user. | sort?: How to sort the results
create_gist | Create Gist | Create a new gist. | filename: Filename for simple single-file gist creation; content: Content for simple single-file gist creation; description?: Description of the gist; public!?: Whether the gist is public
list_discussions | List discussions | List discussions for a repository or organisation. | owner: Repository owner; repo?: Repository name; category?: Optional filter by discussion category ID
get_team_members | Get team members | Get member usernames of a specific team in an organization. | org: Organization login (owner) that contains the team; team_slug: Team slug
"""

SLACK = """
list_channels | List channels | List public or pre-defined channels in the workspace with pagination. | limit#?: Maximum number of channels to return; cursor?: Pagination cursor for next page of results
post_message | Post message | Post a new message to a Slack channel. | channel_id: The ID of the channel to post to; text: The message text to post
reply_to_thread | Reply to thread | Reply to a specific message thread in Slack. | channel_id: The ID of the channel containing the thread; thread_ts: The timestamp of the parent message; text: The reply text
add_reaction | Add reaction | Add a reaction emoji to a message. | channel_id: The ID of the channel containing the message; timestamp: The timestamp of the message to react to; reaction: The name of the emoji reaction (without ::)
get_channel_history | Get channel history | Get recent messages from a channel. | channel_id: The ID of the channel; limit#?: Number of messages to retrieve
get_thread_replies | Get thread replies | Get all replies in a message thread. | channel_id: The ID of the channel containing the thread; thread_ts: The timestamp of the parent message
get_users | Get users | Get a list of all users in the workspace with their basic profile information. | cursor?: Pagination cursor; limit#?: Maximum number of users to return
get_user_profile | Get user profile | Get detailed profile information for a specific user. | user_id: The ID of the user
search_messages | Search messages | Search for messages across channels and direct messages matching a query, with optional filters for channel, user and date. | query: Search query; in_channel?: Only messages in this channel; from_user?: Only messages from this user; after?: Only messages after this date
create_channel | Create channel | Create a new public or private channel. | name: Name of the channel; is_private!?: Create a private channel
archive_channel | Archive channel | Archive a channel so that it becomes read-only. | channel_id: The ID of the channel to archive
invite_to_channel | Invite users to channel | Invite one or more users to a channel. | channel_id: The ID of the channel; users[]: User IDs to invite
kick_from_channel | Remove user from channel | Remove a user from a channel. | channel_id: The ID of the channel; user_id: The user to remove
set_channel_topic | Set channel topic | Set the topic of a channel. | channel_id: The ID of the channel; topic: The new topic
set_channel_purpose | Set channel purpose | Set the purpose (description) of a channel. | channel_id: The ID of the channel; purpose: The new purpose
join_channel | Join channel | Join an existing public channel as the authenticated user. | channel_id: The ID of the channel
leave_channel | Leave channel | Leave a channel. | channel_id: The ID of the channel
open_direct_message | Open direct message | Open a direct message or multi-person direct message conversation with one or more users. | users[]: User IDs to open a conversation with
update_message | Update message | Edit the text of a message previously posted. | channel_id: The ID of the channel; ts: Timestamp of the message to update; text: New text
delete_message | Delete message | Delete a message from a channel. | channel_id: The ID of the channel; ts: Timestamp of the message to delete
schedule_message | Schedule message | Schedule a message to be posted to a channel at a later time. | channel_id: The ID of the channel; text: The message text; post_at#: Unix timestamp when the message should be posted
pin_message | Pin message | Pin a message to a channel. | channel_id: The ID of the channel; timestamp: Timestamp of the message to pin
list_pins | List pinned items | List the items pinned to a channel. | channel_id: The ID of the channel
upload_file | Upload file | Upload a file and share it into one or more channels. | channels[]: Channel IDs to share the file in; filename: Name of the file; content: File contents; initial_comment?: Message text introducing the file
set_user_status | Set status | Set the authenticated user's status text and emoji, with an optional expiration. | status_text: Status text; status_emoji?: Status emoji; expiration#?: Unix timestamp when the status expires
add_reminder | Add reminder | Create a reminder for yourself or another user. | text: The content of the reminder; time: When the reminder should happen (Unix timestamp, or natural language such as "in 15 minutes"); user?: The user who will receive the reminder
list_reminders | List reminders | List all reminders created by or for the authenticated user. |
get_permalink | Get message permalink | Get a permanent link to a specific message. | channel_id: The ID of the channel; message_ts: Timestamp of the message
list_user_groups | List user groups | List the user groups (handles such as @oncall) of the workspace. | include_users!?: Include the list of users in each group
"""

GMAIL = """
send_email | Send email | Send an email message to one or more recipients. | to[]: Recipient email addresses; subject: Email subject; body: Email body (plain text or HTML); cc[]?: CC recipients; bcc[]?: BCC recipients; attachments[]?: Files to attach
draft_email | Create draft | Create a draft email without sending it. | to[]: Recipient email addresses; subject: Email subject; body: Email body
search_emails | Search emails | Search for emails using Gmail search syntax (from:, to:, subject:, has:attachment, after:, before:). | query: Gmail search query; maxResults#?: Maximum number of results
read_email | Read email | Retrieve the content of a specific email by its ID. | messageId: ID of the email message to retrieve
reply_email | Reply to email | Reply to an existing email thread, keeping the subject and thread. | messageId: ID of the message to reply to; body: Reply text; replyAll!?: Reply to all recipients
forward_email | Forward email | Forward an email to other recipients. | messageId: ID of the message to forward; to[]: Recipients; note?: Text to add above the forwarded message
modify_email_labels | Modify email labels | Add or remove labels on an email (also used to mark as read/unread or move to archive). | messageId: ID of the email message; addLabelIds[]?: Label IDs to add; removeLabelIds[]?: Label IDs to remove
delete_email | Delete email | Permanently delete an email. | messageId: ID of the email message to delete
trash_email | Move email to trash | Move an email to the trash. | messageId: ID of the email message
list_labels | List labels | List all system and user-defined labels of the mailbox. |
create_label | Create label | Create a new Gmail label. | name: Name of the label; color?: Label color
create_filter | Create filter | Create a mail filter that applies actions to incoming messages matching criteria. | criteria: Conditions such as from, subject, hasAttachment; action: What to do: add label, archive, mark read, forward
get_attachment | Download attachment | Download an attachment from an email. | messageId: ID of the message; attachmentId: ID of the attachment; savePath?: Where to save it
"""

CALENDAR = """
list_calendars | List calendars | List all calendars the user has access to. |
list_events | List events | List events from a calendar within a time range. | calendarId?: Calendar identifier (primary by default); timeMin: Start of the time range (RFC3339); timeMax: End of the time range (RFC3339); query?: Free text search terms
create_event | Create event | Create a new calendar event with attendees, location and optional video conference. | summary: Title of the event; start: Start time; end: End time; attendees[]?: Email addresses of attendees; location?: Where the event takes place; description?: Notes for the event; addConference!?: Add a video conference link
update_event | Update event | Update an existing calendar event (time, title, attendees, location). | eventId: ID of the event; summary?: New title; start?: New start time; end?: New end time; attendees[]?: New attendee list
delete_event | Delete event | Delete a calendar event and optionally notify attendees. | eventId: ID of the event to delete; sendUpdates?: Whether to notify guests (all, none)
find_free_time | Find free time | Find free time slots across the calendars of one or more people. | attendees[]: Email addresses to check; timeMin: Start of the window; timeMax: End of the window; duration#: Length of the slot in minutes
respond_to_event | Respond to invitation | Accept, decline or tentatively accept an event invitation. | eventId: ID of the event; response: accepted, declined or tentative; comment?: Optional note to the organizer
get_event | Get event | Get the details of a single calendar event. | eventId: ID of the event
quick_add_event | Quick add event | Create an event from a simple text string such as "Lunch with Anna tomorrow at 1pm". | text: The text describing the event
"""

DRIVE = """
search_files | Search files | Search for files and folders in Google Drive by name, content or type. | query: Search query; mimeType?: Restrict to a type of file; pageSize#?: Number of results
get_file | Get file metadata | Get metadata of a file: name, owner, size, modified time, sharing. | fileId: ID of the file
read_file | Read file content | Read the contents of a file in Google Drive, exporting Google Docs, Sheets and Slides to text. | fileId: ID of the file
create_file | Create file | Create a new file in Google Drive from text content. | name: Name of the file; content: File content; parentId?: Folder to create it in; mimeType?: Type of the file
upload_file | Upload file | Upload a local file to Google Drive. | path: Local path of the file; parentId?: Destination folder
create_folder | Create folder | Create a new folder. | name: Name of the folder; parentId?: Parent folder
move_file | Move file | Move a file to a different folder. | fileId: ID of the file; newParentId: ID of the destination folder
copy_file | Copy file | Make a copy of a file. | fileId: ID of the file; name?: Name of the copy
delete_file | Delete file | Move a file to the trash, or delete it permanently. | fileId: ID of the file; permanent!?: Delete permanently instead of trashing
share_file | Share file | Share a file with a user, group or domain by granting a role. | fileId: ID of the file; email: Address to share with; role: reader, commenter or writer; notify!?: Send a notification email
list_permissions | List permissions | List who has access to a file and with which role. | fileId: ID of the file
export_file | Export file | Export a Google Workspace document to another format such as PDF or DOCX. | fileId: ID of the file; mimeType: Target format
list_recent_files | List recent files | List files recently modified or opened by the user. | pageSize#?: Number of results
"""

JIRA = """
create_issue | Create issue | Create a new Jira issue (task, bug, story or epic) in a project. | project_key: Key of the project (e.g. PROJ); summary: Issue summary; issue_type: Task, Bug, Story or Epic; description?: Issue description; assignee?: Account ID of the assignee; priority?: Priority name
get_issue | Get issue | Get details of a Jira issue including status, assignee, comments and fields. | issue_key: Jira issue key (e.g. PROJ-123); fields?: Comma-separated fields to return
search_issues | Search issues with JQL | Search for Jira issues using JQL (Jira Query Language). | jql: JQL query string; fields?: Fields to return; limit#?: Maximum number of results
update_issue | Update issue | Update fields of an existing Jira issue. | issue_key: Jira issue key; fields: Fields to update with their new values
transition_issue | Transition issue | Move a Jira issue to a new status through a workflow transition (e.g. To Do → In Progress → Done). | issue_key: Jira issue key; transition_id: ID of the transition; comment?: Comment to add
get_transitions | Get transitions | Get the available status transitions for a Jira issue. | issue_key: Jira issue key
add_comment | Add comment | Add a comment to a Jira issue. | issue_key: Jira issue key; comment: Comment text in Markdown
assign_issue | Assign issue | Assign a Jira issue to a user, or unassign it. | issue_key: Jira issue key; account_id: Account ID of the user, or null to unassign
delete_issue | Delete issue | Delete a Jira issue. | issue_key: Jira issue key
link_issues | Link issues | Create a link between two Jira issues (blocks, relates to, duplicates). | inward_issue_key: The first issue; outward_issue_key: The second issue; link_type: Type of the link
list_projects | List projects | List all Jira projects visible to the user. |
get_project | Get project | Get details of a Jira project. | project_key: Key of the project
list_sprints | List sprints | List sprints of a board (active, future, closed). | board_id#: ID of the board; state?: active, future or closed
get_sprint_issues | Get sprint issues | Get the issues in a sprint. | sprint_id#: ID of the sprint
add_issues_to_sprint | Add issues to sprint | Move issues into a sprint. | sprint_id#: ID of the sprint; issue_keys[]: Issue keys to move
log_work | Log work | Add a worklog entry (time spent) to a Jira issue. | issue_key: Jira issue key; time_spent: Time spent such as 2h 30m; comment?: Description of the work
search_users | Search users | Search Jira users by name or email to get their account IDs. | query: Name or email
create_sprint | Create sprint | Create a new sprint on a board. | board_id#: ID of the board; name: Name of the sprint; start_date?: Start date; end_date?: End date
"""

NOTION = """
search | Search | Search pages and databases in the Notion workspace by title. | query: Text to search for; filter?: Restrict to pages or databases
get_page | Retrieve page | Retrieve a Notion page and its properties. | page_id: ID of the page
get_block_children | Retrieve page content | Retrieve the content blocks of a page or block. | block_id: ID of the page or block; page_size#?: Number of blocks
create_page | Create page | Create a new page as a child of a page or a row in a database. | parent_id: ID of the parent page or database; title: Page title; content?: Page content in Markdown; properties?: Database properties for the new row
update_page | Update page properties | Update the properties of a page, or archive it. | page_id: ID of the page; properties: Properties to update; archived!?: Archive the page
append_blocks | Append content to page | Append blocks (paragraphs, headings, to-dos, lists) to the end of a page. | block_id: ID of the page or block; children[]: Blocks to append
query_database | Query database | Query a Notion database with filters and sorts to get matching rows. | database_id: ID of the database; filter?: Filter conditions; sorts[]?: Sort order
create_database | Create database | Create a new database inside a page, with its property schema. | parent_page_id: Parent page; title: Database title; properties: Property schema
add_comment | Add comment | Add a comment to a page or discussion thread. | page_id: ID of the page; text: Comment text
list_users | List users | List all users in the workspace. |
delete_block | Delete block | Delete (archive) a block of content. | block_id: ID of the block
"""

STRIPE = """
create_customer | Create customer | Create a customer in Stripe. | name: The name of the customer; email?: The email of the customer
list_customers | List customers | Fetch a list of customers from Stripe, optionally filtered by email. | email?: Customer email; limit#?: Number of customers to return
create_product | Create product | Create a product in Stripe. | name: The name of the product; description?: The description of the product
list_products | List products | Fetch a list of products from Stripe. | limit#?: Number of products to return
create_price | Create price | Create a price for a product in Stripe. | product: The ID of the product; unit_amount#: Unit amount in cents; currency: Currency code; recurring?: Billing interval for subscriptions
create_payment_link | Create payment link | Create a payment link that customers can use to pay for a price. | price: The ID of the price; quantity#: The quantity of the product
create_invoice | Create invoice | Create a draft invoice for a customer. | customer: The ID of the customer; days_until_due#?: Number of days until the invoice is due
create_invoice_item | Create invoice item | Add a line item (a price) to a draft invoice. | customer: The ID of the customer; price: The ID of the price; invoice: The ID of the invoice
finalize_invoice | Finalize invoice | Finalize a draft invoice so that it can be paid. | invoice: The ID of the invoice
list_invoices | List invoices | List invoices, optionally for one customer. | customer?: The ID of the customer; status?: draft, open, paid, uncollectible or void
retrieve_balance | Retrieve balance | Retrieve the available and pending balance of the Stripe account. |
create_refund | Create refund | Refund a payment intent, fully or partially. | payment_intent: The ID of the payment intent; amount#?: Amount in cents to refund; reason?: duplicate, fraudulent or requested_by_customer
list_payment_intents | List payment intents | List payment intents (payments) in Stripe, optionally for one customer. | customer?: The ID of the customer; limit#?: Number of results
list_subscriptions | List subscriptions | List subscriptions, optionally filtered by customer, price or status. | customer?: The ID of the customer; status?: active, past_due, canceled and so on
cancel_subscription | Cancel subscription | Cancel a customer's subscription immediately or at period end. | subscription: The ID of the subscription; at_period_end!?: Cancel at the end of the current period
update_subscription | Update subscription | Change a subscription's items, quantity or price. | subscription: The ID of the subscription; items[]: New items
create_coupon | Create coupon | Create a coupon giving a percentage or amount off. | percent_off#?: Percentage discount; amount_off#?: Amount off in cents; duration: once, repeating or forever
list_disputes | List disputes | List chargebacks and disputes. | limit#?: Number of results
search_documentation | Search documentation | Search the Stripe documentation and knowledge base for answers. | question: The question to search for
"""

SALESFORCE = """
run_soql_query | Run SOQL query | Run a SOQL query against Salesforce and return the matching records. | query: SOQL query string
search_records | Search records | Full-text search (SOSL) across Salesforce objects. | search: Text to search for; objects[]?: Objects to search in
get_record | Get record | Retrieve a Salesforce record by object type and ID. | object_name: API name of the object (Account, Contact, Opportunity, Lead, Case); record_id: Record ID
create_record | Create record | Create a new Salesforce record (account, contact, lead, opportunity, case...). | object_name: API name of the object; fields: Field values for the record
update_record | Update record | Update fields of an existing Salesforce record. | object_name: API name of the object; record_id: Record ID; fields: Field values to update
delete_record | Delete record | Delete a Salesforce record. | object_name: API name of the object; record_id: Record ID
describe_object | Describe object | Get the metadata of a Salesforce object: its fields, types and relationships. | object_name: API name of the object
list_objects | List objects | List the standard and custom objects of the org. |
convert_lead | Convert lead | Convert a lead into an account, contact and optionally an opportunity. | lead_id: ID of the lead; create_opportunity!?: Create an opportunity
log_activity | Log activity | Log a call, email or task against a record. | what_id: Related record ID; subject: Subject of the activity; type?: Call, Email or Task
get_report | Run report | Run a Salesforce report and return its results. | report_id: ID of the report
"""

HUBSPOT = """
create_contact | Create contact | Create a new contact in HubSpot CRM. | email: Email address; firstname?: First name; lastname?: Last name; company?: Company name; phone?: Phone number
search_contacts | Search contacts | Search HubSpot contacts by name, email, company or other property. | query: Text to search for; limit#?: Maximum number of results
update_contact | Update contact | Update properties of a HubSpot contact. | contact_id: ID of the contact; properties: Properties to update
create_company | Create company | Create a company record in HubSpot. | name: Company name; domain?: Company website domain
get_company | Get company | Get the properties of a company. | company_id: ID of the company
create_deal | Create deal | Create a deal in a HubSpot pipeline. | dealname: Name of the deal; amount#?: Deal amount; dealstage: Stage of the deal; pipeline?: Pipeline ID
update_deal | Update deal | Update a deal's stage, amount or close date. | deal_id: ID of the deal; properties: Properties to update
list_deals | List deals | List deals, optionally filtered by stage or owner. | stage?: Deal stage; owner_id?: Owner
create_note | Create note | Attach a note to a contact, company or deal. | body: Note text; associated_id: ID of the object the note belongs to
create_task | Create task | Create a follow-up task for a sales rep. | subject: Task title; due_date: When it is due; owner_id?: Assignee
list_owners | List owners | List the users who can own CRM records. |
enroll_in_sequence | Enroll contact in sequence | Enroll a contact in an automated email sequence. | contact_id: ID of the contact; sequence_id: ID of the sequence
"""

LINEAR = """
create_issue | Create issue | Create a new Linear issue in a team. | teamId: The team; title: Issue title; description?: Markdown description; priority#?: 0 (none) to 4 (low); assigneeId?: Assignee; labelIds[]?: Labels
update_issue | Update issue | Update a Linear issue: title, description, state, priority, assignee, estimate. | id: Issue ID; stateId?: New workflow state; priority#?: Priority; assigneeId?: Assignee
search_issues | Search issues | Search Linear issues by text with optional filters for team, state and assignee. | query: Search text; teamId?: Team; stateId?: State
get_issue | Get issue | Get a Linear issue with its comments and history. | id: Issue ID or identifier (ENG-123)
list_my_issues | List my issues | List the issues assigned to the current user. | limit#?: Number of issues
add_comment | Add comment | Add a comment to a Linear issue. | issueId: Issue ID; body: Comment in Markdown
list_teams | List teams | List the teams of the Linear workspace. |
list_projects | List projects | List projects with their progress and target dates. | teamId?: Team
create_project | Create project | Create a Linear project. | name: Project name; teamIds[]: Teams; targetDate?: Target date
list_cycles | List cycles | List the cycles (sprints) of a team. | teamId: Team
"""

TRELLO = """
get_boards | Get boards | List the boards of the current user. |
get_lists | Get lists | Get the lists (columns) of a board. | boardId: ID of the board
get_cards | Get cards | Get the cards of a list or board. | listId?: ID of the list; boardId?: ID of the board
add_card | Add card | Add a new card to a list. | listId: ID of the list; name: Card title; desc?: Card description; due?: Due date
move_card | Move card | Move a card to another list or board. | cardId: ID of the card; listId: Destination list
update_card | Update card | Update a card's name, description, due date or labels. | cardId: ID of the card; name?: New title; desc?: New description; due?: New due date
archive_card | Archive card | Archive (close) a card. | cardId: ID of the card
add_checklist_item | Add checklist item | Add an item to a card's checklist. | checklistId: ID of the checklist; name: Item text
add_member_to_card | Add member to card | Add a member to a card. | cardId: ID of the card; memberId: ID of the member
comment_on_card | Comment on card | Add a comment to a card. | cardId: ID of the card; text: Comment
"""

ZOOM = """
create_meeting | Create meeting | Schedule a new Zoom meeting and get its join link. | topic: Meeting topic; start_time: Start time; duration#: Duration in minutes; agenda?: Agenda; invitees[]?: Emails of invitees
list_meetings | List meetings | List scheduled, live or upcoming meetings of the user. | type?: scheduled, live or upcoming
get_meeting | Get meeting | Get the details of a meeting including join URL and settings. | meeting_id: ID of the meeting
update_meeting | Update meeting | Reschedule or edit a meeting. | meeting_id: ID of the meeting; start_time?: New start time; duration#?: New duration; topic?: New topic
delete_meeting | Delete meeting | Cancel and delete a meeting. | meeting_id: ID of the meeting
list_recordings | List cloud recordings | List cloud recordings of past meetings. | from?: Start date; to?: End date
get_meeting_transcript | Get meeting transcript | Get the transcript of a recorded meeting. | meeting_id: ID of the meeting
list_participants | List past meeting participants | List who attended a past meeting. | meeting_id: ID of the meeting
"""

SHOPIFY = """
list_orders | List orders | List orders of the store with filters for status, date and customer. | status?: open, closed, cancelled or any; created_at_min?: Orders created after; customer_id?: Customer
get_order | Get order | Get an order with its line items, payments and fulfillments. | order_id: ID of the order
cancel_order | Cancel order | Cancel an order, optionally refunding and restocking. | order_id: ID of the order; reason?: customer, fraud, inventory, declined, other; refund!?: Refund the payment
create_fulfillment | Fulfill order | Create a fulfillment with tracking for an order's line items. | order_id: ID of the order; tracking_number?: Carrier tracking number; notify_customer!?: Email the customer
list_products | List products | List the products of the store. | title?: Filter by title; vendor?: Filter by vendor
create_product | Create product | Create a product with variants and images. | title: Product title; body_html?: Description; vendor?: Vendor; variants[]?: Variants with price and SKU
update_inventory | Adjust inventory | Adjust the available inventory quantity of an item at a location. | inventory_item_id: Item; location_id: Location; available_adjustment#: Quantity change
get_customer | Get customer | Get a customer with their addresses and order count. | customer_id: ID of the customer
create_discount_code | Create discount code | Create a discount code for a price rule. | price_rule_id: Price rule; code: The code customers enter
list_abandoned_checkouts | List abandoned checkouts | List checkouts that were started but not completed. | limit#?: Number of results
"""

DROPBOX = """
list_folder | List folder | List the files and folders at a path. | path: Folder path; recursive!?: Include subfolders
search | Search | Search files and folders by name or content. | query: Text to search for; path?: Limit to a folder
upload | Upload file | Upload a file to Dropbox. | path: Destination path; content: File content; mode?: add or overwrite
download | Download file | Download a file's content. | path: File path
create_shared_link | Create shared link | Create a shareable link to a file or folder. | path: File or folder path; expires?: Expiry time
move | Move | Move or rename a file or folder. | from_path: Current path; to_path: New path
delete | Delete | Delete a file or folder. | path: Path to delete
get_space_usage | Get space usage | Get how much storage space is used and allocated. |
"""

TWILIO = """
send_sms | Send SMS | Send an SMS text message to a phone number. | to: Destination phone number in E.164 format; from: Twilio phone number; body: Text of the message
list_messages | List messages | List sent and received SMS messages with filters. | to?: Filter by recipient; from?: Filter by sender; date_sent?: Filter by date
make_call | Make call | Start an outbound phone call that plays a message or TwiML. | to: Number to call; from: Twilio number; twiml: Instructions for the call
lookup_phone_number | Lookup phone number | Look up carrier and caller name information for a phone number. | phone_number: Number to look up
list_calls | List calls | List phone calls with their status and duration. | status?: Call status
"""

WEATHER = """
get_current_weather | Get current weather | Get the current weather conditions (temperature, wind, humidity) for a location. | location: City name or coordinates; units?: metric or imperial
get_forecast | Get forecast | Get the weather forecast for the coming days for a location. | location: City name or coordinates; days#?: Number of days
get_alerts | Get weather alerts | Get active severe weather alerts for a US state. | state: Two-letter US state code
get_air_quality | Get air quality | Get the air quality index and pollutant levels for a location. | location: City name or coordinates
"""

SPOTIFY = """
search | Search | Search Spotify for tracks, albums, artists or playlists. | query: Search text; type: track, album, artist or playlist; limit#?: Number of results
play | Start playback | Start or resume playback of a track, album or playlist on the active device. | uri?: Spotify URI to play; device_id?: Device
pause | Pause playback | Pause playback on the active device. | device_id?: Device
skip_to_next | Skip to next | Skip to the next track in the queue. |
get_now_playing | Get currently playing | Get the track that is currently playing. |
create_playlist | Create playlist | Create a new playlist for the user. | name: Playlist name; description?: Description; public!?: Public playlist
add_to_playlist | Add tracks to playlist | Add tracks to a playlist. | playlist_id: ID of the playlist; uris[]: Track URIs
add_to_queue | Add to queue | Add a track to the end of the playback queue. | uri: Track URI
get_recently_played | Get recently played | Get the user's recently played tracks. | limit#?: Number of tracks
"""

TOOLKITS: dict[str, str] = {
    "github": GITHUB,
    "slack": SLACK,
    "gmail": GMAIL,
    "google_calendar": CALENDAR,
    "google_drive": DRIVE,
    "jira": JIRA,
    "notion": NOTION,
    "stripe": STRIPE,
    "salesforce": SALESFORCE,
    "hubspot": HUBSPOT,
    "linear": LINEAR,
    "trello": TRELLO,
    "zoom": ZOOM,
    "shopify": SHOPIFY,
    "dropbox": DROPBOX,
    "twilio": TWILIO,
    "weather": WEATHER,
    "spotify": SPOTIFY,
}


def _parameter(spec: str) -> tuple[str, dict[str, Any], bool]:
    name, _, description = spec.partition(":")
    name = name.strip()
    optional = "?" in name
    name = name.replace("?", "")
    kind: dict[str, Any] = {"type": "string"}
    if name.endswith("[]"):
        name, kind = name[:-2], {"type": "array", "items": {"type": "string"}}
    elif name.endswith("#"):
        name, kind = name[:-1], {"type": "integer"}
    elif name.endswith("!"):
        name, kind = name[:-1], {"type": "boolean"}
    return name, {**kind, "description": description.strip()}, optional


def parse_toolkit(namespace: str, text: str) -> list[dict[str, Any]]:
    """Catalog lines (`{"name", "title", "description", "input_schema"}`) of one toolkit."""
    actions: list[dict[str, Any]] = []
    for line in text.strip().splitlines():
        action, title, description, params = (part.strip() for part in line.split("|"))
        properties: dict[str, Any] = {}
        required: list[str] = []
        for spec in filter(None, (s.strip() for s in params.split(";"))):
            name, schema, optional = _parameter(spec)
            properties[name] = schema
            if not optional:
                required.append(name)
        schema = {"type": "object", "properties": properties, "required": required}
        actions.append(
            {
                "name": f"{namespace}.{action}",
                "title": title,
                "description": description,
                "input_schema": schema,
            }
        )
    return actions


def real_catalog() -> list[dict[str, Any]]:
    return [action for namespace, text in TOOLKITS.items() for action in parse_toolkit(namespace, text)]
