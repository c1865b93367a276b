# ruff: noqa: E501  (data: one request per line)
"""A third evaluation set over `catalog_real`: `request | relevant, names`, one per line.

Written in one pass, before the engine ever ran on it, and never used for tuning: it is reported
untouched, before → after each ranking change (`bench_quality.py --split third`). Styles are mixed on
purpose: terse keywords, polite and chatty requests, questions, non-native phrasing, slang,
and requests that name the object differently from the catalog (meeting ⇄ event, ticket ⇄ issue,
mail ⇄ email, song ⇄ track, column ⇄ list).
"""

from __future__ import annotations

QUERIES = """
reschedule my call with the design team to friday afternoon | google_calendar.update_event, zoom.update_meeting
push the dentist appointment to next tuesday | google_calendar.update_event
move standup from 9 to 10 tomorrow | google_calendar.update_event, zoom.update_meeting
cancel the offsite planning session on the calendar | google_calendar.delete_event
what's on my agenda this week | google_calendar.list_events
am I busy on thursday morning? | google_calendar.list_events, google_calendar.find_free_time
find a slot when both Maria and I are available | google_calendar.find_free_time
put a 1:1 with Sam on my calendar for monday 3pm | google_calendar.create_event, google_calendar.quick_add_event
say yes to the invite for the quarterly review | google_calendar.respond_to_event
decline tomorrow's all-hands invitation | google_calendar.respond_to_event
which calendars can I see | google_calendar.list_calendars
book a video call with the client next week | zoom.create_meeting, google_calendar.create_event
set up a zoom for the interview | zoom.create_meeting
get rid of the zoom meeting I scheduled for the retro | zoom.delete_meeting
my upcoming zooms | zoom.list_meetings
who showed up to yesterday's webinar | zoom.list_participants
I need the written text of what was said in the board meeting | zoom.get_meeting_transcript
where can I watch the recording of last week's demo call | zoom.list_recordings
give me the join link for the 2pm meeting | zoom.get_meeting
shoot an email to the landlord about the broken heater | gmail.send_email
write up an email to finance but don't send it yet | gmail.draft_email
any mails from my bank this month? | gmail.search_emails
open the message from HR about benefits and read it to me | gmail.read_email, gmail.search_emails
answer Tom's email saying the numbers look fine | gmail.reply_email
pass this email along to my manager | gmail.forward_email
mark that newsletter as read | gmail.modify_email_labels
throw the spam message in the bin | gmail.trash_email
erase this email forever | gmail.delete_email
automatically file all receipts from amazon into a folder | gmail.create_filter
make a new label called invoices | gmail.create_label
what folders or labels do I have in gmail | gmail.list_labels
save the pdf that came attached to the contract email | gmail.get_attachment
tell the #general channel that the office is closed friday | slack.post_message
respond in the thread under Ana's question | slack.reply_to_thread
thumbs up that message | slack.add_reaction
what's been said in #marketing lately | slack.get_channel_history
read all the answers to that thread | slack.get_thread_replies
everyone in our slack workspace | slack.get_users
find the slack message where someone posted the wifi password | slack.search_messages
spin up a private channel for the launch team | slack.create_channel
we are done with #project-x, close it down but keep history | slack.archive_channel
add Priya and Ken to #design | slack.invite_to_channel
kick the contractor out of the finance channel | slack.kick_from_channel
change the topic of #support to "holiday coverage" | slack.set_channel_topic
send a private message to Luis | slack.open_direct_message, slack.post_message
fix the typo in the message I just posted | slack.update_message
take down my last slack post | slack.delete_message
post the weekly update in #team on monday 9am automatically | slack.schedule_message
keep the onboarding doc link at the top of the channel | slack.pin_message
share the slides file in #sales | slack.upload_file
set my status to out sick | slack.set_user_status
remind me in slack to submit expenses tomorrow | slack.add_reminder
get a link to this message I can paste elsewhere | slack.get_permalink
which slack channels are there | slack.list_channels
who is in the oncall group | slack.list_user_groups
report a bug: the export button does nothing | github.create_issue, jira.create_issue, linear.create_issue
new jira ticket for the payment timeout problem | jira.create_issue
move PROJ-12 to done | jira.transition_issue
what states can ticket ABC-7 go to next | jira.get_transitions
give the ticket to Dana | jira.assign_issue
record 3 hours spent on BUG-55 | jira.log_work
mark ABC-9 as blocked by ABC-4 | jira.link_issues
put these tickets into the next sprint | jira.add_issues_to_sprint
what's in the current sprint | jira.get_sprint_issues, jira.list_sprints
jira tickets assigned to me that are still open | jira.search_issues
start a new sprint on the mobile board | jira.create_sprint
change the priority of the jira bug to high | jira.update_issue
all jira projects | jira.list_projects
remove ticket PROJ-99 entirely | jira.delete_issue
what linear issues do I have | linear.list_my_issues
bump the estimate on the linear ticket to 5 points | linear.update_issue
which teams exist in linear | linear.list_teams
roadmap projects in linear and how far along they are | linear.list_projects
current and upcoming cycles for the platform team | linear.list_cycles
kick off a new linear project for the Q3 migration | linear.create_project
fix the typo in issue 14's title on github | github.update_issue
reopen github issue 301 | github.update_issue
what's the latest version of react | github.get_latest_release
merge the approved PR | github.merge_pull_request
show me what changed in that pull request | github.get_pull_request_diff, github.get_pull_request_files
are tests green on PR 88? | github.get_pull_request_status
leave a review requesting changes on pull request 40 | github.create_pull_request_review
open a PR from my branch into main | github.create_pull_request
make a branch for the hotfix | github.create_branch
grab the contents of docker-compose.yml from the repo | github.get_file_contents
delete the obsolete script from the repository | github.delete_file
who is on the backend team in our org | github.get_team_members
rerun the failed ci jobs | github.rerun_failed_jobs
abort the running workflow | github.cancel_workflow_run
start the release pipeline | github.run_workflow
any exposed secrets in this repo? | github.list_secret_scanning_alerts
share a code snippet publicly as a gist | github.create_gist
copy the upstream project into my account | github.fork_repository
check out the discussions in the community repo | github.list_discussions
find the doc about onboarding in my drive | google_drive.search_files
what does the budget spreadsheet say | google_drive.read_file
who owns this file and when was it last edited | google_drive.get_file
put this report in the Archive folder | google_drive.move_file, dropbox.move
duplicate the template doc | google_drive.copy_file
give Jenny edit access to the proposal | google_drive.share_file
who can see the salary sheet | google_drive.list_permissions
save the doc as a pdf | google_drive.export_file
files I worked on recently | google_drive.list_recent_files
make a folder called 2024 taxes | google_drive.create_folder
throw away the old draft in drive | google_drive.delete_file
write a new note file with these meeting minutes in drive | google_drive.create_file
add a paragraph to the bottom of my notion page | notion.append_blocks
find the notion page called Roadmap | notion.search
show the rows of the bugs database where status is open | notion.query_database
archive the old notion page | notion.update_page
what's written on the notion page | notion.get_block_children, notion.get_page
create a wiki page in notion for the hiring process | notion.create_page
make a table in notion to track vendors | notion.create_database
add a new client called Acme Ltd to stripe | stripe.create_customer
how much money is in our stripe account | stripe.retrieve_balance
give a customer their money back for order 123 | stripe.create_refund, shopify.cancel_order
stop billing this customer every month | stripe.cancel_subscription
upgrade the customer's plan to the premium tier | stripe.update_subscription
send a bill to Globex for the consulting work | stripe.create_invoice
a link people can use to pay for the ebook | stripe.create_payment_link
20 percent off promo for black friday | stripe.create_coupon, shopify.create_discount_code
any chargebacks this month | stripe.list_disputes
recent payments we received | stripe.list_payment_intents
how do refunds work in stripe? check the docs | stripe.search_documentation
turn this lead into a customer account | salesforce.convert_lead
what fields does the Opportunity object have | salesforce.describe_object
log the call I just had with the client in salesforce | salesforce.log_activity
change the phone number on the salesforce contact | salesforce.update_record
run the quarterly pipeline report | salesforce.get_report
add a new person to hubspot | hubspot.create_contact
move the deal to closed won | hubspot.update_deal
remind the sales rep to follow up with Acme | hubspot.create_task
attach a note to the Initech deal | hubspot.create_note
put this contact into the nurture email campaign | hubspot.enroll_in_sequence
find the hubspot contact for jane@example.com | hubspot.search_contacts
what boards do I have in trello | trello.get_boards
drag the card to the Done column | trello.move_card
new card for fixing the login bug | trello.add_card
add "buy milk" to the checklist on the card | trello.add_checklist_item
put Bob on this card | trello.add_member_to_card
set the due date of the card to friday | trello.update_card
what orders came in today | shopify.list_orders
ship order 1001 with this tracking number | shopify.create_fulfillment
we got 50 more units of the blue shirt | shopify.update_inventory
people who left items in their cart | shopify.list_abandoned_checkouts
what's in my dropbox documents folder | dropbox.list_folder
get me a shareable link to the photos folder | dropbox.create_shared_link
rename report.docx to final.docx in dropbox | dropbox.move
how full is my dropbox | dropbox.get_space_usage
grab the file from dropbox | dropbox.download
text my mom that I'll be late | twilio.send_sms
ring this number and play the announcement | twilio.make_call
whose phone number is this | twilio.lookup_phone_number
is it going to rain this weekend in Lisbon | weather.get_forecast
how hot is it outside right now in Cairo | weather.get_current_weather
are there storm warnings in Florida | weather.get_alerts
is the air safe to breathe today in Delhi | weather.get_air_quality
put on some jazz | spotify.play, spotify.search
stop the music | spotify.pause
next song please | spotify.skip_to_next
what song is this | spotify.get_now_playing
make a road trip playlist | spotify.create_playlist
add this song to my workout playlist | spotify.add_to_playlist
play this track after the current one | spotify.add_to_queue
what was I listening to earlier | spotify.get_recently_played
"""


def parse_third() -> list[tuple[str, list[str]]]:
    pairs: list[tuple[str, list[str]]] = []
    for line in QUERIES.strip().splitlines():
        text, names = line.split(" | ")
        pairs.append((text.strip(), [n.strip() for n in names.split(",")]))
    return pairs
