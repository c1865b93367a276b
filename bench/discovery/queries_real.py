# ruff: noqa: E501  (data: one action or request per line)
"""Hand-written requests for the actions of `catalog_real`, one per line: `request | relevant, names`.

Written as people ask (short keywords, plain requests, long requests with context), paraphrasing
rather than copying the descriptions. Even lines form the development half (used while choosing
the engine's parameters), odd lines the held-out half; the benchmark reports both.
"""

from __future__ import annotations

QUERIES = """
who am I logged in as on github | github.get_me
open a bug report in the backend repo saying the login page crashes | github.create_issue
what's the status of issue 42 in acme/web | github.get_issue
show me all open tickets in our repository | github.list_issues, github.search_issues
close issue #17 as not planned | github.update_issue
leave a note on the issue saying I'm working on it | github.add_issue_comment
what have people said in the discussion under issue 88 | github.get_issue_comments
find bugs mentioning memory leak across github | github.search_issues
make issue 12 a child of the epic issue 3 | github.add_sub_issue
let the AI coding agent take care of this issue | github.assign_copilot_to_issue
which PRs are still waiting to be merged in the api repo | github.list_pull_requests, github.search_pull_requests
details of pull request 230 | github.get_pull_request
propose my feature branch changes to main for review | github.create_pull_request
squash and land PR 57 | github.merge_pull_request
show me the code changes in PR 101 | github.get_pull_request_diff, github.get_pull_request_files
which files did pull request 9 touch | github.get_pull_request_files
are the CI checks passing on my PR | github.get_pull_request_status
bring my pull request up to date with main | github.update_pull_request_branch
approve pull request 77 with a short LGTM | github.create_pull_request_review
what did reviewers say about PR 12 | github.get_pull_request_reviews
ask copilot to review my PR | github.request_copilot_review
pull requests opened by octocat last week | github.search_pull_requests
read the README of torvalds/linux | github.get_file_contents
change the version number in setup.py and commit it | github.create_or_update_file
remove the old config.yaml from the repo | github.delete_file
commit these three files together | github.push_files
start a new branch called feature/login off develop | github.create_branch
what branches exist in the project | github.list_branches
recent commit history on main | github.list_commits
what changed in commit abc123 | github.get_commit
where is the function parse_config defined in our code | github.search_code
find popular open-source python web frameworks on github | github.search_repositories
look up a github account by the person's real name | github.search_users
set up a brand new private repo named sandbox | github.create_repository
make my own copy of someone else's repository | github.fork_repository
what version tags does the repo have | github.list_tags, github.list_releases
most recent release of kubernetes | github.get_latest_release
anything new in my github inbox? | github.list_notifications
clear all my unread github notifications | github.mark_all_notifications_read
kick off the deploy action on the main branch | github.run_workflow
did last night's CI build pass | github.list_workflow_runs
stop the build that is currently running | github.cancel_workflow_run
retry only the jobs that failed in the last run | github.rerun_failed_jobs
why did the test job fail, show me its output | github.get_job_logs
security vulnerabilities found by static analysis in the repo | github.list_code_scanning_alerts
were any leaked credentials or API keys detected | github.list_secret_scanning_alerts
outdated dependencies with known vulnerabilities | github.list_dependabot_alerts
bookmark this repository | github.star_repository
repositories I have starred | github.list_starred_repositories
share a quick code snippet as a gist | github.create_gist
community Q&A threads in the repo | github.list_discussions
who is on the platform team in our org | github.get_team_members
what channels are there in our workspace | slack.list_channels
tell the #general channel that the release is out | slack.post_message
respond in the thread under that message | slack.reply_to_thread
react with a thumbs up to that message | slack.add_reaction
catch me up on what was said in #engineering today | slack.get_channel_history
read all the answers under that thread | slack.get_thread_replies
who is in our slack | slack.get_users
what's Maria's title and timezone | slack.get_user_profile
find the message where someone shared the VPN instructions | slack.search_messages
make a new private channel for the launch | slack.create_channel
we are done with #project-x, make it read only | slack.archive_channel
add Tom and Priya to the design channel | slack.invite_to_channel
kick the bot out of #random | slack.kick_from_channel
change the topic of #support to "on call: Alex" | slack.set_channel_topic
describe what the channel is for | slack.set_channel_purpose
join the #announcements channel | slack.join_channel
leave the channel, it's too noisy | slack.leave_channel
start a private conversation with Jim | slack.open_direct_message
fix the typo in the message I just posted | slack.update_message
take down the message I sent by mistake | slack.delete_message
post this in #team tomorrow at 9am | slack.schedule_message
keep this message at the top of the channel | slack.pin_message
what is pinned in #ops | slack.list_pins
share the quarterly report pdf in #finance | slack.upload_file
set my status to out sick | slack.set_user_status
remind me to call the bank in two hours | slack.add_reminder, slack.add_reminder
what reminders do I have | slack.list_reminders
get a link to that message | slack.get_permalink
who belongs to the @oncall handle | slack.list_user_groups
write to bob@example.com asking about the invoice | gmail.send_email
prepare an email to the landlord but don't send it yet | gmail.draft_email
find emails from my accountant with attachments | gmail.search_emails
open that email and show me the full text | gmail.read_email
answer the last email from Sarah | gmail.reply_email
pass this email along to my manager | gmail.forward_email
mark the newsletter as read and archive it | gmail.modify_email_labels
permanently erase that email | gmail.delete_email
throw this email in the bin | gmail.trash_email
what folders or labels do I have in my mailbox | gmail.list_labels
create a new label called Receipts | gmail.create_label
automatically put all mail from the bank under Finance | gmail.create_filter
save the PDF attached to that email | gmail.get_attachment
which calendars can I see | google_calendar.list_calendars
what's on my agenda tomorrow | google_calendar.list_events
set up a meeting with Anna and Ben next Tuesday at 3pm | google_calendar.create_event, google_calendar.quick_add_event, zoom.create_meeting
move my dentist appointment to Friday | google_calendar.update_event
remove the team lunch from my calendar | google_calendar.delete_event
when are Ana and I both available this week for 30 minutes | google_calendar.find_free_time
accept the invitation to the planning meeting | google_calendar.respond_to_event
tell the organizer I can't make it to the offsite | google_calendar.respond_to_event
details of the board meeting event | google_calendar.get_event
add "dinner with mom saturday 7pm" to my calendar | google_calendar.quick_add_event, google_calendar.create_event
look for the budget spreadsheet in my drive | google_drive.search_files
who owns this file and when was it last changed | google_drive.get_file
show me what the onboarding doc says | google_drive.read_file
write a new text document with these notes | google_drive.create_file
put this local pdf into google drive | google_drive.upload_file
make a folder for 2024 taxes | google_drive.create_folder
put the contract into the Legal folder | google_drive.move_file
duplicate the template document | google_drive.copy_file
trash the old draft in drive | google_drive.delete_file
give Carol edit access to the slides | google_drive.share_file
who can see this document | google_drive.list_permissions
save the doc as a PDF | google_drive.export_file
files I worked on recently | google_drive.list_recent_files
file a jira bug for the checkout timeout in project SHOP | jira.create_issue
what's going on with PROJ-123 | jira.get_issue
all unresolved jira tickets assigned to me | jira.search_issues
change the priority of SHOP-88 to high | jira.update_issue
move PROJ-7 to in progress | jira.transition_issue
which statuses can this ticket go to next | jira.get_transitions
add a comment to the jira ticket with the root cause | jira.add_comment
give SHOP-12 to Dana | jira.assign_issue
get rid of the duplicate jira ticket | jira.delete_issue
mark that PROJ-5 blocks PROJ-9 | jira.link_issues
which jira projects exist | jira.list_projects
who leads the SHOP project | jira.get_project
what sprints are active on our board | jira.list_sprints
what is in the current sprint | jira.get_sprint_issues
pull these tickets into next sprint | jira.add_issues_to_sprint
record that I spent 3 hours on PROJ-42 | jira.log_work
find Dana's jira account id | jira.search_users
plan a new two week sprint starting monday | jira.create_sprint
find my notion page about hiring | notion.search
open the notion page and show its properties | notion.get_page
read the content of the meeting notes page | notion.get_block_children
add a new page for the Q3 roadmap in notion | notion.create_page
mark the task row in notion as done | notion.update_page
add a to-do list at the bottom of the notes page | notion.append_blocks
entries in the bugs database with status open | notion.query_database
set up a tracker table with name, owner and due date columns | notion.create_database
leave feedback on the spec page | notion.add_comment
who has access to our notion workspace | notion.list_users
remove that paragraph from the page | notion.delete_block
add a new customer named Acme to stripe | stripe.create_customer
look up the stripe customer with email jo@acme.com | stripe.list_customers
new product called Pro Plan | stripe.create_product
what are we selling in stripe | stripe.list_products
set the Pro Plan price to 20 dollars a month | stripe.create_price
give me a link customers can use to buy the pro plan | stripe.create_payment_link
bill Acme for consulting work | stripe.create_invoice, stripe.create_invoice_item
add a line item to the draft invoice | stripe.create_invoice_item
make the invoice ready to be paid | stripe.finalize_invoice
unpaid invoices | stripe.list_invoices
how much money is in the stripe account | stripe.retrieve_balance
give the customer their money back for the duplicate charge | stripe.create_refund
recent payments from Acme | stripe.list_payment_intents
which customers are on an active plan | stripe.list_subscriptions
stop charging this customer at the end of the month | stripe.cancel_subscription
upgrade the customer to the annual plan | stripe.update_subscription
make a 20% off promo | stripe.create_coupon
any chargebacks this month | stripe.list_disputes
how do I set up webhooks in stripe | stripe.search_documentation
run this SOQL: SELECT Id FROM Account | salesforce.run_soql_query
search salesforce for anything mentioning Globex | salesforce.search_records
open the Globex account record | salesforce.get_record
add a new lead in salesforce for Jane Doe at Initech | salesforce.create_record
change the stage of the Globex opportunity to closed won | salesforce.update_record
delete that salesforce contact | salesforce.delete_record
what fields does the Opportunity object have | salesforce.describe_object
turn this qualified lead into an account and contact | salesforce.convert_lead
note that I called the customer today | salesforce.log_activity, hubspot.create_note
run the quarterly pipeline report | salesforce.get_report
add jane@initech.com as a new contact in hubspot | hubspot.create_contact
find contacts at Initech in the CRM | hubspot.search_contacts, salesforce.search_records
update Jane's phone number in hubspot | hubspot.update_contact
add Initech as a company in hubspot | hubspot.create_company
move the Initech deal to contract sent | hubspot.update_deal
open a new sales opportunity worth 50k | hubspot.create_deal, salesforce.create_record
deals that are closing this month | hubspot.list_deals
remind the sales rep to follow up next week | hubspot.create_task
which reps can be assigned to accounts | hubspot.list_owners
put Jane into the nurture email drip | hubspot.enroll_in_sequence
create a linear ticket for the flaky test | linear.create_issue
set ENG-42 to done | linear.update_issue
linear issues about onboarding | linear.search_issues
show ENG-99 with its comments | linear.get_issue
what's on my plate in linear | linear.list_my_issues
which teams exist in linear | linear.list_teams
how are our linear projects progressing | linear.list_projects
current and upcoming cycles for the web team | linear.list_cycles
what trello boards do I have | trello.get_boards
columns on the sprint board | trello.get_lists
add a card "fix header" to the To Do list | trello.add_card
drag the card to Done | trello.move_card
set a due date on the trello card | trello.update_card
add Sam to the trello card | trello.add_member_to_card
schedule a zoom call with the client tomorrow at 10 | zoom.create_meeting
what zoom meetings do I have coming up | zoom.list_meetings
push the zoom meeting back an hour | zoom.update_meeting
cancel the zoom meeting with the vendor | zoom.delete_meeting
get the recordings of last week's calls | zoom.list_recordings
what was said in yesterday's call, word for word | zoom.get_meeting_transcript
who attended the all hands | zoom.list_participants
orders placed today in the shop | shopify.list_orders
what did order 1001 contain | shopify.get_order
cancel order 1002 and refund it | shopify.cancel_order
ship order 1003 with tracking number 1Z999 | shopify.create_fulfillment
add 50 units of the blue t-shirt to stock | shopify.update_inventory
make a discount code SUMMER10 | shopify.create_discount_code
people who left items in their cart without buying | shopify.list_abandoned_checkouts
what's in my dropbox Photos folder | dropbox.list_folder
send someone a link to the dropbox folder | dropbox.create_shared_link
rename report.docx to final.docx in dropbox | dropbox.move
how full is my dropbox | dropbox.get_space_usage
text +15551234567 that I'm running late | twilio.send_sms
call the customer and play a recorded message | twilio.make_call
which carrier does this phone number belong to | twilio.lookup_phone_number
is it raining in Paris right now | weather.get_current_weather
will it be sunny in Rome this weekend | weather.get_forecast
storm warnings in Texas | weather.get_alerts
how polluted is the air in Delhi | weather.get_air_quality
find songs by Daft Punk | spotify.search
play my focus playlist | spotify.play
stop the music | spotify.pause
next song please | spotify.skip_to_next
what song is this | spotify.get_now_playing
make a playlist for my road trip | spotify.create_playlist
add this track to the road trip playlist | spotify.add_to_playlist
what have I been listening to lately | spotify.get_recently_played
I'm planning a trip to Lisbon next week and want to know if I should pack an umbrella | weather.get_forecast
our checkout page broke after the last deploy; can you write it up as a high priority bug in jira so the team picks it up | jira.create_issue
I need to let everyone in the marketing channel know the webinar moved to Thursday | slack.post_message
I'm preparing for the standup and would like to see every GitHub pull request that is waiting for my review | github.search_pull_requests, github.list_notifications, github.list_pull_requests
my customer was charged twice by mistake, please return the extra payment | stripe.create_refund
can you find out which of our repositories has the most stars | github.search_repositories
"""


def parse_queries() -> list[tuple[str, list[str]]]:
    """(request, relevant names) pairs, in file order."""
    pairs: list[tuple[str, list[str]]] = []
    for line in QUERIES.strip().splitlines():
        text, _, names = line.rpartition("|")
        relevant = list(dict.fromkeys(n.strip() for n in names.split(",") if n.strip()))
        pairs.append((text.strip(), relevant))
    return pairs
