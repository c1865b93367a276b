# ruff: noqa: E501  (data: one tool or request per line)
"""Judging set "taskbench": TaskBench's "daily life APIs" requests, written by TaskBench's authors' pipeline.

Added in session 16 as a JUDGE, never to be tuned on: like `directory` and `restbench`, only its
aggregate rows are looked at, and both halves judge. The requests are TaskBench's (Shen et al.,
"TaskBench: Benchmarking Large Language Models for Task Automation", 2023): its pipeline sampled
a subgraph of the tools, had GPT-4 write a user request and the tool calls that answer it
("back-instruct"), then checked them; they are copied verbatim, the source's slips kept ("I am
across various tasks today", "recoding the conversation", "not pretty sure", a double space), and
its curly quotes and one en dash as the JSON's escapes decode; only surrounding spaces were
trimmed. A request's relevant actions are the distinct `task` names of its `task_nodes`, in their
order. Code and data are MIT-licensed (microsoft/JARVIS, `taskbench/`).

Sources:
- Catalog: repository microsoft/JARVIS, `taskbench/data_dailylifeapis/tool_desc.json` @
  2e6114e7bde150ac0b3e6c833c2a940289bf43e0: all 40 tools. Name = the tool's `id` verbatim (the
  source has no namespace: the catalog is flat, 40 actions, each its own toolkit), description =
  its `desc`, parameters = its `parameters` with their `desc`, all verbatim. The source types them
  `string` or `date` and marks none optional: here all are plain strings, all required.
- Requests: repository laminair/JARVIS (a fork of microsoft/JARVIS),
  `taskbench/data_dailylifeapis/data.json` @ 59cd0fdaf5ac7e285636e377ef5221d914176079, JSON
  Lines. In file order, the first 160 entries whose `task_nodes` is non-empty and whose every
  `task_nodes[*].task` is one of the 40 tools: the first 166 entries, of which 6 name a tool the
  catalog does not have and are left out (`SKIPPED`, with those names; none is read as meant,
  not even `record_audio` for `recording_audio`). Style = the entry's `type`; `IDS` keeps each
  request's entry `id`, line for line, so provenance can be checked. The text was copied from
  the source's pages by hand (no network here), and six entries (23220554, 20276719, 27373817,
  25054590, 71137873, 26826242) were compared with the source by script: equal, text and tasks.
No ToolBench/RapidAPI, ToolLens/COLT or MetaTool material was read or used.

Styles: `single`, `chain` and `dag`, the source's `type`; 160 requests, 57, 92 and 11, with 2.65
relevant actions on average (1, 3.63 and 3). `dag` is thin: 6 requests in the `dev` half, 5 in
`held-out`, so its row moves by a sixth or a fifth per request. Even lines of each style are the
`dev` half, odd lines the `held-out` half; both judge.

    tool line:    name | description | param: description; param?: description
    request line: style | request | relevant, names
    id line:      the TaskBench entry id of the request line in the same place
"""

from __future__ import annotations

from typing import Any

from catalog_public_style import _tool, request_rows, split_rows

TOOLS = """
get_weather | Get the weather for a specific city and a specific day | location: The location to get the weather for; date: The date to get the weather for
get_news_for_topic | Get the news for a specific topic | topic: The topic to get the news for
stock_operation | Do a specific operation on a specific stock | stock: The stock to do the operation on; operation: The operation to do, eg. buy, sell, short, cover etc.
book_flight | Book a flight for a specific date, from a specific location to a specific destination | date: The date to book the flight for; from: The location to book the flight from; to: The location to book the flight to
book_hotel | Book a specific hotel for a specific date | date: The date to book the hotel for; name: The name of the hotel to book
book_restaurant | Book a specific restaurant for a specific date | date: The date to book the restaurant for; name: The name of the restaurant to book
book_car | Book a car for a specific date, in a specific location | date: The date to book the car for; location: The location to book the car in
online_shopping | Buy a product from a specific website | website: The website to buy the product from, eg. Amazon, Ebay, Taobao etc.; product: The product to buy
send_email | Send an email to a specific email address | email_address: The email address to send the email to; content: The content of the email
send_sms | Send an sms to a specific phone number | phone_number: The phone number to send the sms to; content: The content of the sms
share_by_social_network | Share a specific content by a specific social network | content: The content to share; social_network: The social network to share the content by, eg. Wechat, Facebook, Twitter, Weibo etc.
search_by_engine | Search a specific query by a specific search engine | query: The content to search; engine: The search engine to use, eg. Google, Bing, Baidu etc.
apply_for_job | Apply for a specific job | job: The job to apply for
see_doctor_online | See a specific doctor for a specific disease | disease: The disease to see the doctor for; doctor: The doctor to see
consult_lawyer_online | Consult a specific lawyer for a specific legal issue | issue: The legal issue to consult the lawyer for; lawyer: The lawyer to consult
enroll_in_course | Enroll in a specific course at a specific university | course: The course to enroll in; university: The university to enroll in the course at
buy_insurance | Buy a specific insurance from a specific insurance company | insurance: The insurance to buy; company: The insurance company to buy the insurance from
online_banking | Do a specific banking operation online at a specific bank | instruction: The banking instruction to do, eg. transfer, deposit, withdraw etc.; bank: The bank to do the banking operation at
daily_bill_payment | Pay a specific bill | bill: The bill to pay, eg. electricity, water, gas, phone, internet etc.
sell_item_online | Sell a specific item at a specific online store | item: The item to sell; store: The online store to sell the item at, eg. Amazon, Ebay, Taobao etc.
do_tax_return | Do the tax return for a specific year | year: The year to do the tax return for
apply_for_passport | Apply for a passport | country: The country to apply for the passport for
pay_for_credit_card | Pay for a specific credit card | credit_card: The credit card to pay for
auto_housework_by_robot | Let a robot do a housework by following a specific instruction | instruction: The instruction to let the robot follow, eg. clean the floor, wash the dishes, do the laundry etc.
auto_driving_to_destination | Let a car drive to a specific destination | destination: The destination to drive to
deliver_package | Deliver a specific package to a specific destination | package: The package to deliver; destination: The destination to deliver the package to
order_food_delivery | Order a specific food to be delivered to a specific location at a specific platform | food: The food to order; location: The location to deliver the food to; platform: The platform to order the food at, eg. Uber Eats, Meituan Waimai etc.
order_taxi | Order a taxi to a specific location at a specific platform | location: The location to order the taxi to; platform: The platform to order the taxi at, eg. Uber, Didi etc.
play_music_by_title | Play a specific music by a specific title | title: The title of the music to play
play_movie_by_title | Play a specific movie by a specific title | title: The title of the movie to play
take_note | Take a note | content: The content of the note
borrow_book_online | Borrow a specific book from a specific library | book: The book to borrow; library: The library to borrow the book from
recording_audio | Record an audio | content: The content of the audio
make_video_call | Make a video call to a specific phone number | phone_number: The phone number to make the video call to
make_voice_call | Make a voice call to a specific phone number | phone_number: The phone number to make the voice call to
organize_meeting_online | Organize a meeting online about a specific topic | topic: The topic of the meeting
attend_meeting_online | Attend a meeting online about a specific topic | topic: The topic of the meeting
software_management | Manage a specific software by a specific instruction | software: The software to manage; instruction: The instruction to manage the software by, eg. install, uninstall, update etc.
print_document | Print a specific document | document: The document to print
set_alarm | Set an alarm for a specific time | time: The time to set the alarm for
"""

QUERIES = """
single | I've been hearing a lot about this movie called 'Inception', could you help me watch it? | play_movie_by_title
single | I'm supposed to speak with my key contact today and I have their number (1234567890) handy. Could you help set up a video call with them? | make_video_call
single | I've been missing my family and I want to reconnect with them. Can we start a video call to my family's home number, which is 1234567890? | make_video_call
single | I've just finished working on a document called 'example.txt' and want to get a hard copy. Could you help me print it? | print_document
single | I have been meaning to catch up with an old friend of mine. Could you help me make a voice call to his number, 555-123-4567? | make_voice_call
single | I've been keeping an eye on the tech stocks market and I think it's the right time to invest in Apple. Could you assist me in buying some AAPL stocks? | stock_operation
single | I've got a business trip planned for New York City on August 1, 2023. Could you help me arrange a car rental for that day, please? | book_car
single | I've had a long day and there's this film 'Example Movie' that's been on my list for a while. Could you play it for me, please? | play_movie_by_title
single | I've got a busy day ahead and don't want to worry about transportation. Can you arrange a Uber taxi for me to 123 Main St? | order_taxi
single | I've got a bit of a situation. My friend needs some financial help, so I was wondering if you could assist me in transferring $500 from my Chase account to his account? | online_banking
single | I'm planning to take a trip to New York City on May 1st, 2023. Can you provide me the weather forecast for that day? | get_weather
chain | I have a busy day ahead and I would like to start with a fresh piece of software. Can you install the 'example_software' for me, and then wake me up at 08:00 so I can get an early start? | software_management, set_alarm
single | I've been working all day and I'm really craving some pizza. Can you help me get a pizza delivered to my place at 123 Main St using Uber Eats? | order_food_delivery
chain | I've been busy all day and completely forgot to pay my electricity bill. Can you help me with that and then connect me to a video call with my friend on +1234567890? | daily_bill_payment, make_video_call
chain | I have a business trip to attend at the Holiday Inn on October 15th, 2022, and I'm also looking to get my tax return done for the year 2021. Could you assist with booking the hotel and with the tax return? | book_hotel, do_tax_return
chain | Imagine this, I'm a bookworm who's hooked on 'The Great Gatsby' and I'd love to engage deeply on this topic. Could you assist me in borrowing the book 'The Great Gatsby' from the Example Library? Could you also set me up in an online discussion about this book? And while I'm engrossed in this literary pursuit, can you remind me to take a break and settle my pending electricity bill? Finally, don't forget to help me share how much I enjoyed this experience on Facebook. | borrow_book_online, attend_meeting_online, daily_bill_payment, share_by_social_network
chain | It looks like I'll be hosting an online meeting to discuss weather forecasts for New York City on May 15, 2023. Can you fetch the weather data for that day and have it printed as a reference during our discussion? | organize_meeting_online, get_weather, print_document
chain | I'm going on a trip and I decided to stay at 'The Grand Hotel Example' on December 1st, 2022. I realized I don't have the Hotel Booking Software installed. Can you handle the software installation and booking for me? | software_management, book_hotel
chain | I have a routine of watching a movie early in the morning. So, can you get an alarm scheduled for 9:00 am and once the alarm rings, can you make sure the movie Inception starts playing? | set_alarm, play_movie_by_title
single | I'm planning a trip and I've decided to stay at the Hilton Hotel. Can you help me secure a booking for December 10th, 2022? | book_hotel
chain | I've just finished a long day of work, and I want to unwind for the evening. Could you assist me by settling my credit card payment for credit card 'Example_Credit_Card', setting up a relaxing movie for me to watch, let's say 'Example Movie', and afterwards, put on something soothing for me to listen to, like the song 'Example Song'? | pay_for_credit_card, play_movie_by_title, play_music_by_title
single | I have a credit card with the number 1234-5678-9012-3456 that I've been using for my purchases. Could you help me to process a payment for it? | pay_for_credit_card
chain | I'm preparing for a night out and I've taken this perfect picture that I want to share on Facebook titled 'nightout.jpg'. Could you also print a copy of the post for my scrapbook and while you're at it, can you book me a ride to 'Club Hype' on 789 Party Drive via Uber? | share_by_social_network, print_document, order_taxi
single | I've been thinking about getting some new gear. Do you think you could help me shop for Wireless Headphones on Amazon? | online_shopping
chain | I've recently joined QuickBank and I would like to manage some transactions online. Could you please assist me with the installation of QuickBank's online banking software? After that, schedule a bank transfer to 'BigBank'. Also, I don't want to forget this, set an alarm for me at 08:00 AM as a reminder. | software_management, online_banking, set_alarm
dag | I have a dinner date at Example Restaurant on September 29th, 2022, could you please help me to reserve a table? Also, kindly assist me in processing the payment using my 'example_card' credit card. Oh and by the way, could you also secure a travel insurance from Example Company for me just to ensure my trip? | book_restaurant, pay_for_credit_card, buy_insurance
chain | I have been thinking about automating my housework lately. Can you assist me? I would like my cleaning robot to tidy up the living room. After that, could you help me find and purchase a robot vacuum cleaner from Amazon? And to stay ahead, could you update me on the latest home automation trends? | auto_housework_by_robot, online_shopping, get_news_for_topic
single | I'm currently preoccupied and won't be able to make a payment on my credit card ending in 3456. Can you assist me in completing the payment? | pay_for_credit_card
single | I've been planning a trip to explore the city of love, Paris, this winter. Could you assist in arranging a flight for me originating from New York for the first day of December, 2022? | book_flight
chain | I've developed a keen interest in Computer Science and decided to pursue my studies at MIT. Could you help me enroll in a Computer Science course there? Also, I have some study materials to be delivered to my home. How about getting me an Uber ride once the books arrive? Then, I need to discuss a copyright issue with John Smith, an online lawyer, as soon as I get back home. | enroll_in_course, deliver_package, order_taxi, consult_lawyer_online
dag | I have a busy day tomorrow, and I would hate to miss my morning activities. Could you help me set an alarm for 7:00 am? Also, I have this antique vase that I've outgrown. Can you list it on eBay for selling? Once you've done that, could you notify John about the sale via an email? | set_alarm, sell_item_online, send_email
chain | I have been saving some money in my Chase account and I'm thinking about purchasing Bluetooth Headphones from Amazon using $100 from that account. Could you arrange the transfer and the purchase for me? | online_banking, online_shopping
chain | I'm stressed about taxes this year. Can we have a video call with my accountant at 1234567890 to discuss? Afterwards, could you look up some advice on '2021 tax return help' online? Once we've done that, let's start filling out the tax return for last year. Finally, I need to transfer some funds from my Bank of America account for tax payment. | do_tax_return, make_video_call, online_banking, search_by_engine
chain | I'm considering investing in my health by getting an insurance plan from GreatInsuranceCompany. Can you assist me in purchasing the health insurance using my GreatBank_CreditCard? Once that's completed, I'd like to expand my online microbusiness. Could you aid me in setting up the MySellingApp software and listing 'example.png', my latest piece of art, for sale on Amazon? | buy_insurance, pay_for_credit_card, software_management, sell_item_online
chain | I have an art piece captured in 'example.jpg' that needs to be transported to a gallery in 123 Main Street, New York. Can you help reserve a vehicle for the delivery on August 15, 2023, and document the details of this arrangement? | book_car, deliver_package, take_note
single | I've just finished a contract agreement named 'example contract agreement.pdf'. Can you assist me in printing it on my office printer? | print_document
chain | I'm planning a business trip and I would need your assistance. Could you kindly book me an Uber to 123 Main St, find a room at the Hilton Hotel for 1st April 2023, help apply for a software engineer position I saw recently, establish a voice call to +1-234-567-8901 once I settle in, and make sure to print out the document named example.pdf I would have to present there? | order_taxi, book_hotel, apply_for_job, make_voice_call, print_document
single | I'm planning to hold a virtual meeting to delve into initiatives related to climate change. Can you assist me in setting up this online discussion? | organize_meeting_online
dag | I've got a business trip to New York coming up on October 30th, 2022, and I could use some help preparing. Could you assist me by checking the weather forecast, securing a travel insurance policy from Top Insure Inc. for me, and making a car reservation for my travel? | get_weather, buy_insurance, book_car
single | I'll be travelling to a conference and need a place to stay. Could you help me secure a room at the Hilton Downtown hotel for the night of September 1, 2022? | book_hotel
chain | I've got this old typewriter that I think someone might treasure, so I'm planning to sell it on eBay. After selling, I want to use my Visa card to cover all the shipping costs to 1234 Elm Street. Once everything is settled, could you also help me borrow a book, 'The Art of Typewriting', from the National Library? I want to refine my typewriting skills. | sell_item_online, pay_for_credit_card, deliver_package, borrow_book_online
single | I've been busy all day at work and my floor at home is a mess. Can you arrange for the robot to clean it up? | auto_housework_by_robot
single | I'm in the mood for some Thai food tonight. Could you scour Google for me and find the best Thai restaurant options? | search_by_engine
chain | I have an international trip coming up and I realized I need to make sure my passport is in order for travel to the USA. Can you assist me in the passport application process? Also, I tend to forget things when I'm in a rush, could you set an alarm for 8:00 AM tomorrow to remind me? Additionally, on arrival, I would need a car for transportation in New York. Is it possible to have one reserved for the 1st of December 2022? | apply_for_passport, set_alarm, book_car
chain | I'm in a bit of a situation with a legal contract and I need to discuss this with my lawyer, John Doe. Once that's done, could you help me to set up an alarm for 9:00 AM sharp for my early start tomorrow? Additionally, I've been feeling under the weather lately and I should probably have an online consultation with my physician, Dr. Smith. After my consultation, I have to complete some financial tasks, specifically, I need to transfer $100 into my Bank of America savings account. | consult_lawyer_online, set_alarm, see_doctor_online, online_banking
chain | I'm planning to start an Artificial Intelligence course at Example University, but before I enrol, could you help me find online resources about this course on Google? Also, kindly assist me with the payment of my monthly internet bill which is due. | enroll_in_course, search_by_engine, daily_bill_payment
single | I just realized I haven't paid my credit card bill this month yet. Could you help me make a payment for my credit card, the number is 4321-0987-6543-2109? | pay_for_credit_card
dag | I have an image called example.jpg that I'm looking to sell on Ebay and then I want to transfer the funds earned into my Bank of America account. Once that's done, could you help me relax by playing a movie for me named 'Example Movie'? | sell_item_online, online_banking, play_movie_by_title
single | I have been considering furthering my education and have become particularly interested in expanding my knowledge in the field of Data Science. Can you assist me in enrolling in the Data Science 101 course at Example University? | enroll_in_course
single | I've been working all day and I'm exhausted. Can you help me get some Sushi delivered to my home at 123 Main Street using Uber Eats? | order_food_delivery
chain | I'm interested in a software engineer role and I'd like to know if there's one available for me to apply. After applying, can we make a video call to number 1234567890 to further discuss? And in anticipation of a positive response, could you reserve a room for me at the Hilton on May 15th, 2023? But also, could you keep me updated with the latest tech news so I stay informed? | apply_for_job, make_video_call, book_hotel, get_news_for_topic
chain | I have a dated online meeting on Blockchain Technology and a dinner in Blockchain Bistro on December 15th; could you help me attend the online meeting, set an alarm for that meeting at 17:55, book the restaurant, transfer funds to Bank of Blockchain, and reserve a taxi ride with Uber to the restaurant afterward? | organize_meeting_online, book_restaurant, online_banking, order_taxi, set_alarm
chain | I'm trying to navigate the legal landscape of autonomous driving and I could use some help. Can you help me set up a discussion about legal issues in autonomous driving? Could you also arrange for me to consult with a lawyer named John Doe about this? Afterwards, I'd like to relax and watch a film titled 'example.mp4'. Additionally, I've been watching too many movies lately and it's affecting my health, so could you arrange a telemedicine appointment with Dr. Smith for me? Lastly, I'd like my car to autonomously drive me to 123 Dreamland Avenue. | auto_driving_to_destination, consult_lawyer_online, organize_meeting_online, play_movie_by_title, see_doctor_online
single | I've been meaning to tackle my tax return for the fiscal year 2021 which is still pending. Could you please guide me through the process? | do_tax_return
single | I have been thinking about having an important discussion around our business strategies. Can we arrange an online meeting for this purpose? | organize_meeting_online
chain | Considering I have an upcoming trip to London from Los Angeles, I need a hand with a few things. Can you help me order a smartphone from Amazon? Also, could you book a rental car for me in New York destined for 2023-05-01? Afterward, record an audio message stating, 'I just booked a car in New York and a flight from Los Angeles to London.' It would be helpful if you could book my flight from Los Angeles to London for me on 2023-05-02. As a last request, could you assist me in investing by buying some AAPL stock for me? | online_shopping, book_car, recording_audio, book_flight, stock_operation
single | I have recently upskilled my programming abilities and I'm looking to utilize these newly acquired skills. Could you assist me in applying for a Software Developer position? | apply_for_job
chain | I've got a super important document named 'BudgetReport.doc' that I need printed. Can you help me with that? Once it's done, let's relax by watching a movie. How about the classic, 'Casablanca'? | play_movie_by_title, print_document
chain | I'm planning a cosy day in on December 12, 2022, in New York. Can you help me figure out the weather on that day and suggest a movie that matches that theme? Also, based on the movie, could you help me find a related book from my local library to delve deeper into the subject? And finally, if any company or stock is related to the book subject, I would love to consider investing in it. | borrow_book_online, get_weather, play_movie_by_title, stock_operation
chain | I've been feeling unwell recently and want to have an online consultation with Dr. Smith about my flu. Could you help me arrange this? Also, can you order the prescribed medicines to be delivered to my address at 123 Main St and help me purchase some wellness items like a heater from Amazon? During this time, I'll require some regular tasks to be handled such as renewing my car insurance from ABC Insurance and booking a table at Italian Bistro for a dinner on May 1, 2023. Additionally, I'd like to make a video call to discuss insurance and booking details on the phone number +1234567890. | see_doctor_online, deliver_package, online_shopping, buy_insurance, make_video_call, book_restaurant
chain | I have a busy day ahead. I need to print a document, share it on Facebook, stay updated with the latest tech news, have a video call, hold an online meeting regarding tech updates, and also book a Uber ride to 123 Main St. Can you assist me with these tasks? | print_document, share_by_social_network, get_news_for_topic, organize_meeting_online, make_video_call, order_taxi
single | I've been planning a trip for a while now. Could you assist me in booking a flight from San Francisco to New York for the 25th of May, 2023? | book_flight
chain | I've been planning a trip to New York City and have a few things to tackle. I'd like to treat myself to a new iPhone 13 from Amazon. On the other hand, could you arrange a car hire for the date of March 15, 2023, in NYC? Furthermore, please ensure my electricity bill is paid, and finally, wouldn't it be great if the same rental car could drive me to JFK Airport afterwards? | auto_driving_to_destination, book_car, daily_bill_payment, online_shopping
chain | I've decided to embark on a new educational journey by trying out the world of Data Science. Can you help me with the set up? I'm thinking to first enroll in a course at Super University. Then, I'd want to make a note of this enrollment for my own records. Next, I'll need a good resource material to start with. Do you think we could buy a Data Science textbook from Amazon for that? And, oh...I haven't paid my internet bill yet. Could you do that for me? To finish it all off, I'd like to share this exciting news with my friend, maybe over a video call on 123-456-7890. | enroll_in_course, take_note, online_shopping, daily_bill_payment, make_video_call
chain | I'm celebrating my friend's birthday by sending them a gift in London and I'd also like to visit them. Could you help me deliver a present to my friend's residence in London, arrange a flight for me from New York to London on August 1, 2023? After reaching London, it's important for me to have a health check-up with Dr. Smith due to my recurring migraines. Once I'm cleared health-wise, I'm thinking of exploring career opportunities as a Software Engineer in London. Could you assist me in applying for such job positions? | deliver_package, book_flight, see_doctor_online, apply_for_job
chain | I have a keen interest in 3D printing technology and I'm due to join an online seminar on the topic soon. While I am attending, can you help me run a print job in the background and print out the 'example.pdf' document? | attend_meeting_online, print_document
chain | I've run into a roadblock with a copyright notice sent about a song used in my video, example.mp4. Could you help me manage this situation? Start by contacting the sender via 123-456-7890, followed by seeking advice from a lawyer named John Doe about the copyright implications. Then, proceed to uninstall any lingering traces of ExampleSoftware that may be on my system, which was used for the video's editing. To round things up, let's take preventive measures by getting copyright infringement protection insurance from XYZ Insurance. | make_voice_call, consult_lawyer_online, software_management, buy_insurance
chain | I'm thinking about visiting Los Angeles for a business seminar on API Integration Techniques on March 15, 2023. Could you check the weather for me in New York on that day? If it's fine, could you book a flight from New York to Los Angeles for me? After the reservation, please send the flight details to my phone at +1234567890. | attend_meeting_online, book_flight, get_weather, send_sms
single | I've been using Internet Explorer for browsing the web but I've found it to be quite slow lately. Could you help me switch to Google Chrome by installing it on my computer? | software_management
chain | After a long day, I'd like a little relief. Can my car autopilot me home to 123 Example Street while tuning into 'The Example Movie' for me to enjoy? Once that's done, can you schedule an online appointment with Dr. Smith for my flu symptoms, while also purchasing car insurance from Example Insurance Company? Afterwards, can you buy a smart speaker from Amazon and then confirm these tasks to me by sending me an SMS to 123-456-7890. | auto_driving_to_destination, play_movie_by_title, see_doctor_online, buy_insurance, online_shopping, send_sms
chain | I'm planning a trip on October 20, 2022, and I'm considering staying at BestHotel for my accommodation. Can you help reserve a room and create an audio reminder for this booking? Also, can an online meeting be organized to go over the reservation details and prepare the travel itinerary? Oh, and while on the journey, have the robot tidy up the house, particularly focusing on vacuuming. | book_hotel, recording_audio, organize_meeting_online, auto_housework_by_robot
single | I have an important meeting scheduled for 8 AM tomorrow. To ensure that I don't oversleep and miss it, could you kindly help me to set an alarm for 7:30 AM in the morning? | set_alarm
chain | Unfortunately, I've come down with the flu and I'd like to have an online consultation with Dr. Smith. I also have some personal matters to attend to. Can you assist me in paying my electricity bill and then connect a call to a friend to inform them about my condition, so we have to reschedule our meeting today? | see_doctor_online, daily_bill_payment, make_voice_call
chain | I am across various tasks today. Can you help me out? Let's start with sending an email to my friend John at johndoe@example.com, attaching a document that lists down the movies I plan to watch. Once that's taken care of, how about playing 'The Shawshank Redemption' for me to enjoy? Additionally, I need to get in touch with my lawyer Jane Smith to discuss about a copyright issue. After the discussion, I'd like to summarize our conversation in a note and print it out. In between, let's get some work done when it comes to online shopping - there's an external hard drive I've been meaning to buy from Amazon. Oh and while we're at it, can we get some pizza? I'm craving for one. Can you order a pizza to my house (123 Maple Street) from Uber Eats? | send_email, play_movie_by_title, consult_lawyer_online, take_note, print_document, online_shopping, order_food_delivery
chain | I'm planning on attending a conference scheduled for December 10, 2023, and wish to book a room at the Grand Hotel for this date. I also need to consult Dr. Smith online about my recurring cold prior to my trip. In addition, given the favorable market conditions, I think it's a good idea to invest in some AAPL stocks. Could you assist me with these tasks? | book_hotel, see_doctor_online, stock_operation
chain | I just discovered an incredible song titled 'example.mp3' that I'm really excited about. Can you help me share it on Twitter and also play it for me so I can vibe along? | play_music_by_title, share_by_social_network
chain | I have a couple of bills due and an online meeting to attend. Can you help me with this? First, I need to take care of my Visa credit card bill. After that, I have an electricity bill to pay. I tend to forget stuff, so could you jot down a note for me stating 'Electricity bill paid'? Lastly, there's an online meeting about 'Green and Sustainable Home Designs' I need to be at. | pay_for_credit_card, daily_bill_payment, take_note, attend_meeting_online
single | I've spotted a great opportunity for a Software Engineer role that I'm interested in. Could you help me apply for this position? | apply_for_job
chain | I've recently stumbled upon an issue concerning my intellectual property rights and I'm a bit perplexed. Could we search for some related legal advice on Google? Then, let's get in touch with an attorney named John Smith for a detailed discussion. I'd appreciate it if we could have an audio file of my consultation with John sent to my email user@example.com for a better understanding later. | search_by_engine, consult_lawyer_online, recording_audio, deliver_package
single | Hi there, I am looking to discuss an important topic with my team - Data Privacy and Security. Could you assist me in setting up an online meeting? | organize_meeting_online
chain | I have a couple of personal tasks to finish up. Can you help me by printing the document named example.jpg so I can prepare for my trip? I also need to apply for a U.S. passport for this journey. Finally, I need to get started on my tax return for the year 2022. | print_document, apply_for_passport, do_tax_return
single | I'm currently at a meeting downtown and it looks like it's about to end. Could you help me book an Uber ride to Central Station? | order_taxi
chain | I've got a pretty busy day ahead. Could you assist me with a few tasks? First, I need to get to Main St using Uber. After, I owe my friend some money – can we transfer the amount via Bank of America? I also remembered I have to send a framed picture to Elm St. Once done, let's list that framed picture on Amazon for sale and create a post about it on Facebook. Can you help with all of these? | order_taxi, online_banking, deliver_package, sell_item_online, share_by_social_network
dag | With an art piece I've created titled 'Example.jpg', I see an opportunity to make some money by selling it on Amazon. Once I successfully sell my painting, I wanted to celebrate by treating myself to a fine dining experience at the Grand Palace Restaurant on April 5th, 2023. Could you help me set this up and make sure to print the reservation ticket for me? | sell_item_online, book_restaurant, print_document
chain | I've come across a photo named 'example.jpg' that I believe is being misused by a third party. Can you assist me in printing this document as a proof? Afterwards, I would like to seek advice from a lawyer named John Doe on this copyright infringement case. Oh, and please make sure to document the details of our legal consultation for future reference. | print_document, consult_lawyer_online, take_note
chain | My boss just sent me a document named 'example.pdf' that contains some important data that I need to print for our meeting. Also, there are valuable insights in that document that I feel should be shared on Twitter. By the way, considering Apple's recent market performance, can you buy some AAPL stock for me? | print_document, share_by_social_network, stock_operation
chain | I've been quite occupied and my house needs some cleaning. Can you instruct my robot to clean the house? Once done, it would be great if it could also update its CleanBuddy software. After everything, please send a cleaning report to my friend, johndoe@example.com. As I wait, I'd like to watch a movie, perhaps 'Robots at Work'. Just a thought, I might need a car in New York City on October 15, 2023, would you help me book? | auto_housework_by_robot, book_car, play_movie_by_title, send_email, software_management
single | I'm attending a conference in December and require a comfortable place to stay. Could you help me book a room at the 'Hilton' for December 1st, 2022? | book_hotel
dag | I'm planning an online talk about AI, and I want to kick things off with the latest happenings in the field. I need your help to find recent news about AI, then share this information through a text message to number 1234567890. Can you assist me with that? | organize_meeting_online, get_news_for_topic, send_sms
chain | I'm interested in pursuing a career as a Software Engineer and have decided to apply for a related open position. After that, I would like to reward myself by celebrating at The Example Bistro. Could you assist me in submitting my job application and also reserve a table for me on January 5th, 2023? | apply_for_job, book_restaurant
chain | I'm planning for a trip to the USA. Could you help me with my todo list, such as paying off my credit card balance, securing a travel insurance policy from InsureCo, and applying for a new passport? | pay_for_credit_card, buy_insurance, apply_for_passport
chain | I'm planning a trip to Paris from New York on the 1st of May 2023, and I'd also like to read 'The Da Vinci Code' during my journey. Can you make sure to reserve the book from Paris Central Library and inform a friend of mine at this number +1234567890 about the arrangements? After that, can you assist me in completing my tax return for the year 2022? | book_flight, borrow_book_online, do_tax_return, send_sms
chain | I'm planning a pizza night and want to order from my favorite spot using Uber Eats. Could you help me get a pizza delivered to 1234 Example St, charge it to my Visa card ending in 3456, and also keep me updated with the latest news about food delivery services? | order_food_delivery, pay_for_credit_card, deliver_package, get_news_for_topic
chain | I'm dealing with a property dispute and I'd like to seek advice from attorney John Doe. After the advice session, could you help me share the consult insights with my relative via SMS on +1234567890? And, I'll be needing a ride in New York on September 1, 2023 to the attorney's office, can you make a booking for me? | consult_lawyer_online, send_sms, book_car
single | I've decided to upgrade my phone and I'm thinking of selling my Apple iPhone 12 on Amazon. Could you help me to list it for sale? | sell_item_online
chain | I just completed an art project and created a unique piece that's stored as example.jpg. Can you help me print it and then sell it on Ebay? Once it's sold, can you play 'Order Completed' music, and can you arrange an Uber taxi to transport the artwork from local print shop to the buyer's location? | order_taxi, play_music_by_title, print_document, sell_item_online
chain | I am taking a course at Example University and I have a colleague, John Doe, who's also interested in the same subject. Can you send him an email at john.doe@example.com encouraging him to watch the movie 'Introduction to Computer Science' that is related to our course, Computer Science 101, sometime today? Afterwards, I need a ride to the university since I need to sort few things regarding my enrollment. | send_email, auto_driving_to_destination, enroll_in_course
chain | I'm dealing with a tenant rights violation issue and I need to discuss it with a lawyer named John Smith. Can you help me arrange a consultation, recoding the conversation for future references? Also, I'd like to analyze the contents of our discussion by searching for related information using Google. | consult_lawyer_online, recording_audio, search_by_engine
chain | I have an incredibly busy day today and I need your help to manage it. First, could you help me arrange a video call with my friend on this number 123-456-7890? We need to discuss our upcoming travel to Tokyo. Once our discussion is over, I would like to make a booking for a flight from New York to Tokyo on 2023-08-25. Alongside, I've been wanting to buy a Kindle from Amazon, can you assist me with that? Also, I'm craving pizza so could you place an order for me on Uber Eats to deliver at my address 123 Example Street? Once everything is settled, I need to inform my other friend about our travel plans. Could you arrange a voice call on this number 987-654-3210? | make_video_call, book_flight, online_shopping, order_food_delivery, make_voice_call
single | I've been extremely busy with work lately that I forget to pay my electricity bill. Can you help me handle this, please? | daily_bill_payment
chain | I'm considering purchasing a car insurance policy from InsuranceCo. Could you assist me in making a note of this intention and guiding me through the purchasing process? | take_note, buy_insurance
chain | I'm looking to transition into a new software engineering role. Could you help me apply for a job in this field? Meanwhile, I also need to clarify some legal issues concerning intellectual property rights with a lawyer named John Smith. I have a meeting coming up too, so it would be great if you could install a video conferencing software on my computer. The meeting is on the best practices in software engineering. Can you also ensure that I'm able to attend this? | apply_for_job, consult_lawyer_online, software_management, attend_meeting_online
single | I'm currently at a meeting and it's almost finishing. Can you help me to book an Uber to get home to 123 Main St? | order_taxi
chain | I have a trip planned and I need to ensure I don't forget any details. Could you please set up an alarm for me at 07:00 AM to remind me to book a room at the Marriott for the 1st of August, 2023? Once that is done, I would also like to relax and listen to Mozart's Symphony No. 40. | set_alarm, book_hotel, play_music_by_title
single | I'm in the mood to listen to some classic rock. Can you play Bohemian Rhapsody for me? | play_music_by_title
chain | I'm about to conduct a few errands today. First, I need to print a document titled 'invoice.pdf'. Afterwards, will you assist me in paying off my credit card with the number 1234-5678-9123-4567? Once payment is done, a confirmation message on my phone number +1-234-567-8910 would be helpful. Lastly, I intend to purchase a laptop from Amazon, could you please handle that for me? | online_shopping, pay_for_credit_card, print_document, send_sms
chain | I've had a quite a hectic day, so I’ll need your assistance in getting a few things done. Firstly, could you help me transfer $100 from my account at Bank A to my friend's account? After that, I would love to listen to some music, could you play song 'example.mp3' to help me relax? Then, I want to make sure I don't miss out on any potential profits, so could you purchase 10 shares of Stock1 in my name? And lastly, while I relax, would it be possible get the robot to clean the floor in my apartment? | auto_housework_by_robot, online_banking, play_music_by_title, stock_operation
dag | You know, I'm really interested in shifting my career towards software development. I wonder, could you help me apply for a Software Developer position? Also, once we've submitted the application, could you please remind me to start preparing for the potential interview at 10:00 AM tomorrow? Oh, and I think I might need a video conferencing tool for the interview. Could you install one for me? | apply_for_job, set_alarm, software_management
chain | My friend's birthday is coming up and I wish to do something special. Could you help me ring them at 1234567890 and inform them about a video call in the next 5 minutes? Follow up with the video call itself. After the call, maybe play them 'Happy Birthday' song to make the moment special. Also, could you please purchase an Amazon gift card for them as a gift? | make_voice_call, send_sms, make_video_call, play_music_by_title, online_shopping
chain | I have a user who seems to have forgotten to complete their tax return for the year 2021. Could you please remind them by sending an SMS to 1234567890? Once they have acknowledged, I would like you to help them with the tax return process for 2021. Upon completion, notify them via email at user@example.com indicating that their tax return is complete. Eventually, please ensure the TaxReturnSoftware is updated. | do_tax_return, send_email, send_sms, software_management
dag | I have been planning to study Computer Science at Example University and spend a lot of time at the library there. Could you help me enroll in the course, get my favourite pizza delivered to the library, and have my car ready to take me there when it's study time? | auto_driving_to_destination, enroll_in_course, order_food_delivery
chain | I'm planning a trip to celebrate finishing ‘The Catcher in the Rye’. Could you help me borrow the book from Central Library, send a confirmation email to john.doe@example.com about the borrow, book me an Uber to pick up the book from the library, arrange a stay at the Hilton Downtown for July 1st, 2023, and then end my day by watching 'The Shawshank Redemption'? Please ensure all these are organized correctly. | borrow_book_online, send_email, order_taxi, book_hotel, play_movie_by_title
chain | I'm planning a trip to the United Kingdom and decided to sort my travel documents. I need to apply for a UK passport. Could you help me finish the application process and send a confirmation email? I also need to schedule an appointment for 8:00 AM. Could you kindly set an alarm for that? | apply_for_passport, set_alarm, send_email
dag | I have a few financial chores to take care of. Could you help me pay my Visa1234 credit card bill, settle the electricity bill and then catch me up with the latest finance news? | daily_bill_payment, pay_for_credit_card, get_news_for_topic
single | I've been tasked with creating an audio file for a project. Can you help me record an audio file named 'example.wav'? | recording_audio
single | I've just finished designing an image for my project which is saved as 'example.jpg'. Can you help me send it to my project leader at example@example.com with the subject 'Project Image'? | send_email
chain | I've planned a personal day for myself on the 25th of March 2023. Could you help me organize it? It would include a dine-in reservation at Jupiter Bistro, a movie night to watch 'Interstellar', quick banking to transfer some funds from my Bank of Mars account, and ending with a relaxing voice call to my friend at 123-456-7890. | book_restaurant, play_movie_by_title, online_banking, make_voice_call
chain | I've been planning to start my own podcast, but I need a good microphone. Can you find one on Amazon for me? After that, let's relax and watch 'The Sound of Music'. Also, can you record a reminder to do all of this? | recording_audio, online_shopping, play_movie_by_title
chain | I'm grappling with a copyright issue and need to approach it from multiple angles. Could you help me establish a consultation with attorney John Doe, procure a 'Copyright Law Handbook' from our City Library, get copyright protection coverage from InsuranceCorp, and facilitate my participation in a webinar dealing with the latest changes in copyright law? | attend_meeting_online, borrow_book_online, buy_insurance, consult_lawyer_online
chain | I've recently developed an interest in E-mobility. Can you help me gather some latest news regarding electric cars? Additionally, I am planning a visit to San Francisco on October 15th and thought of trying an electric car for the day. Can you reserve one for me? Also, I came across an Electrical Engineering role online. Can you apply on my behalf? | get_news_for_topic, book_car, apply_for_job
single | I've had a long busy day, I'd ideally like to rest now and I hate the idea of cleaning the floor right now. Could you have a robot help me with this task? | auto_housework_by_robot
chain | Having just wrapped up an intense shopping spree, I realized I need to clear my VISA Platinum Card balance. Can you handle that? Also, I have an engagement at 123 Example St. Could you book an Uber for me please? | pay_for_credit_card, order_taxi
single | I'm planning a trip and I've decided to stay at the Holiday Inn. Could you help me secure a room for the night of October 15, 2022? | book_hotel
chain | As we approach the end of the year, I need to get some tasks in order. Could you assist me in preparing my 2021 tax return? Also, I want to celebrate the completion of my taxes by dining out - could you reserve a table for dinner at the Example Restaurant on Christmas Day, 2022? I've got an item, XYZ, that I'm looking to clear out - could you list it for sale on Amazon? Finally, once the item is listed, could you make a voice call to +1 123 456 7890 to inform them about the listing? | do_tax_return, book_restaurant, sell_item_online, make_voice_call
chain | I'm in the process of getting home insurance and conducting a bit of research. Can we set up an online meeting to converse about my options of insurance policies from top providers in Palo Alto, California? After the meeting, I'm going to need the policy documents delivered to my house at 321 Willow Rd, Palo Alto, CA 94301. I'm particularly inclined towards State Farm for my home insurance purchase. | buy_insurance, deliver_package, organize_meeting_online, search_by_engine
single | I'm interested in expanding my knowledge in technology. Can you help me enroll in the 'Computer Science' course at 'Example University'? | enroll_in_course
chain | I'm interested in a Software Developer position and I need assistance in applying for the job. Can I use the Resume Builder program to help format my application? Once I have successfully submitted the application, I'd like to give them a call at +1 234 567 8910 to ensure they've received it. Could you help me with this sequence? | software_management, apply_for_job, make_voice_call
single | I just got a rush invitation and I need to get to 123 Main Street as fast as possible while I finish preparing. Can you get my car ready to get me there? | auto_driving_to_destination
chain | I've planned a trip to the Central Library and I want to enjoy the journey by listening to 'Twinkle Twinkle Little Star'. Also, to ensure I get picked up from there at 5 PM, could you help me record a message with the same and then print an image 'example.png' for me? | auto_driving_to_destination, play_music_by_title, recording_audio, print_document
chain | I'm a busy person with a lot of tasks. Would you please help me take note to purchase 100 shares of AAPL? After noting it down, let's proceed to buy the stocks. Next, as I love music, I wish to purchase noise-cancelling headphones from Amazon. In the meantime, I want to enrich my knowledge about investments, so I need to attend an online meeting concerning investment strategies, but there's an issue. I have a flight from New York to San Francisco on April 25, 2023 that I must also book. | take_note, stock_operation, online_shopping, attend_meeting_online, book_flight
chain | It's tax season and I've just completed my tax return for the year 2021. Could you help me share this accomplishment with my Twitter followers? After that, I'd love to treat myself by having a pizza delivered to my place at 123 Example St via Uber Eats. Once the food is on its way, how about setting up a movie for me to watch? Perhaps 'Inception'? Lastly, I'm thinking of expanding my knowledge, could you assist me to enroll in a Computer Science course at Harvard University? | do_tax_return, share_by_social_network, order_food_delivery, play_movie_by_title, enroll_in_course
chain | I am interested in expanding my career as a front-end developer and have spotted some online meetings discussing related job opportunities. Following the meeting, I have an in-person interview scheduled at XYZ company, so I'll need a hotel booking for May 20th, 2023, particularly at 'Hilton Conference Center'. Can you assist me in completing these tasks? | attend_meeting_online, book_hotel, apply_for_job
single | I've taken a sudden interest in the fascinating world of biology and decided I want to study it more in-depth. Can you please assist me in enrolling in a Biology course at Example University? | enroll_in_course
single | I'm planning a trip to New York City on May 12, 2023. Can we secure a car rental for that date? | book_car
single | I've just settled in for the evening and I'd like to watch a movie. Can you help play 'Inception' for me? | play_movie_by_title
single | I am planning an international trip and realize I need a passport. Can you show me how I can apply for a U.S passport? | apply_for_passport
chain | I plan on going to Australia and I'd need to apply for a passport. Can you help me with that, and email me at john@example.com when it's done? Also, travel's not complete without a backpack. Can you help me purchase a travel backpack from Amazon? | apply_for_passport, online_shopping, send_email
single | I have an online e-commerce platform. A customer named John recently made a purchase, and his order is ready and has just been shipped. Can you notify him via email at johndoe@example.com that his order is on its way? | send_email
chain | I got my salary today. Can you help me make a payment towards my credit card with number 1234567890? Afterwards, I'd like to get the book 'The Great Gatsby' from the City Library. Then, with whatever left, buy some AAPL stock if I can. | pay_for_credit_card, borrow_book_online, stock_operation
chain | I have an engaging webinar on 'Data Science and API Integration' to attend, but first could you help me get the Zoom software installed? After attending the meeting, I have a journey to embark on. Can you book a flight for me from New York to San Francisco on May 5th, 2023? Following these events, I'd need to summarize the interesting points from the webinar in another meeting. Could you help me organize that as well? | attend_meeting_online, software_management, book_flight, organize_meeting_online
chain | Tonight, I am planning on hosting a movie night at my place and I've decided on 'The Avengers' as the movie to be watched. Can you assist me with a few tasks? I would like to order a pizza from Uber Eats, send an email invite to my friend at friend@example.com, and then arrange for a taxi from Uber to pick up my friend from her place. Can you help me with these? | order_food_delivery, order_taxi, play_movie_by_title, send_email
single | I've got this Queen's classic tune 'Bohemian Rhapsody' stuck in my head. Can you play it for me? | play_music_by_title
chain | I've just gotten confirmation that Box A is ready to be shipped off to John who lives at 123 Main St. Could you please help me by sending an email informing John that we've dispatched his box? And also, could you aid me in delivering it to the indicated address? | deliver_package, send_email
single | I've got an important meeting at 8:00 AM tomorrow. Can you ensure I wake up on time by setting an alarm for 7:00 AM? | set_alarm
single | I've successfully finished a task for John Doe and I need to update him about it. So, could you help me send him an email at johndoe@example.com? Please write 'Your task has been successfully completed. Refer to the attached file (example.jpg) for further details.' in the body. | send_email
single | I'm preparing for a literature class at school and I've just found out that I need 'To Kill a Mockingbird' for my next class. Can you help me borrow it from the Central City Library online? | borrow_book_online
chain | I'm enjoying a relaxing evening and suddenly felt like listening to Beethoven's 'Moonlight Sonata'. Can you play that for me? After that, I need you to send a reminder message 'Don't forget! Your Uber is on the way!' to my friend at 555-1234. When the message is successfully sent, please arrange an Uber for me to 123 Main St. as well. | play_music_by_title, send_sms, order_taxi
dag | I'm having some guests over tonight, can you have the robot clean the living room? Afterward, I'd like to invest in some AAPL stock. Later on, could you arrange for my car to drive me to the bank to manage my investments? | auto_driving_to_destination, auto_housework_by_robot, stock_operation
chain | I'm planning a stay at XYZ Hotel on 15th August, 2022, but I'm not pretty sure about the legalities of their stay contract. Can I get a consultation with lawyer, John Smith, to validate the contract? Also, I need to finalize the booking for the same. To understand better, could you help me borrow a book named 'Landlord and Tenant Law Guidebook' from City Library? And, I'd appreciate if you put a note reminding me to review the hotel contract and study the law guidebook. | consult_lawyer_online, book_hotel, borrow_book_online, take_note
chain | I'm planning to have a video chat with my colleague whose contact number is 1234567890. After our catch up, I'm thinking of treating myself to a gourmet pizza from my favourite Italian place, delivered right to my doorstep at 100 University Ave via Uber Eats. Could you help me arrange this? | make_video_call, order_food_delivery
single | I recently found out that one of my visual artwork pieces (example.jpg) is being unlawfully used. There seems to be a copyright infringement issue. Can you help me set up a consultation with my lawyer, John Smith? | consult_lawyer_online
chain | I'm arranging a digital gathering to address health concerns. Could you assist me in coordinating that? Afterwards, I will need to secure a vehicle booking in New York for an appointment on the 12th of December, 2022. I'm also hoping to have an online consultation with Dr. Smith about Cancer. Could you manage this as well for me? | organize_meeting_online, book_car, see_doctor_online
chain | I've been indoors all day and I'm feeling peckish. Can you order me a pizza for home delivery at 123 Main Street via Uber Eats? While waiting for my meal, I would love to read 'The Art of War'. Can you check if it's available and help me borrow it from the City Library? Oh, and by the way, I also need to get started on my tax return for the year 2021. Could you assist me with that? | order_food_delivery, borrow_book_online, do_tax_return
chain | Hey assistant, seems like I have a busy day ahead. I need to discuss something important over a call to this number 1234567890. I mustn't forget to clear my electricity bill. And, there is this virtual meeting about the Financial Market I need to attend. Also, remind me to buy some AAPL stocks and  set my car for auto-drive to the meeting location. Lastly, set an alarm for 7 AM tomorrow. Could you help me manage all this? | make_voice_call, daily_bill_payment, attend_meeting_online, stock_operation, auto_driving_to_destination, set_alarm
chain | I am thrilled to have received my new U.S passport. Can you help me announce this exciting news on Twitter and put me in touch with a lawyer named John Doe to discuss the steps I need to follow to secure a visa with my new passport? | apply_for_passport, share_by_social_network, consult_lawyer_online
single | I am planning a party. Can you help me reserve a table at Pizza Hut for July 25, 2023? | book_restaurant
single | I've got this digital file named 'example.jpg' that I need to send off to a place located at 123 Main Street. Can you arrange for the delivery, please? | deliver_package
chain | I'm planning a surprise visit to my friend at Gallery 38 for his birthday. I want to send him a photography gift 'example.jpg', then take an Uber to meet him. Also, on my way, I would like to settle my electricity bill. Can you also help me book a room at 'Hotel California' for a weekend getaway on July 17th, 2023? | deliver_package, order_taxi, daily_bill_payment, book_hotel
chain | I'm aiming to get a Data Analyst job and want to be thoroughly prepared. Could you help me apply for a Data Analyst position and once done, send me an SMS confirmation on my number, 1234567890? Then, can you install Microsoft Office on my computer so I can start preparing? Lastly, to be on the safe side, I would like to purchase a 'Job Loss' insurance policy from 'Great Insurance Co.' | apply_for_job, send_sms, software_management, buy_insurance
dag | I've completed compiling all the necessary information for my 2021 tax return. Could you submit it for me, then send me a confirmation text to +1-555-123-4567 mentioning 'Tax return for 2021 processed'? After sending the text, can you also set up a video call with my accountant to discuss the details? | do_tax_return, make_video_call, send_sms
"""

IDS = """
77532649
25922856
81481782
68168626
17111740
76172254
30350054
13590101
11375633
38563456
17381039
17286260
13511816
13364607
53060713
16988029
22478668
29165012
63051148
29497210
42307629
27512819
39752021
66463468
96118418
23292772
33017647
13714862
30147367
78951114
33400931
66141116
18184121
19072758
17747719
20339261
80861301
14465452
54114081
21569883
23425963
72518629
11607967
13451704
24412925
61120470
33823825
47963323
17686514
31864606
11765317
30061342
25861099
45366408
29839767
10646922
30695996
20701955
30624401
12991190
24558254
21251152
21869813
20338882
31269809
22355124
15357694
13232332
12524744
24099268
67476865
26743553
71041061
21225155
26772901
23985099
25655611
22647591
16874895
43154691
23589378
20499679
28934231
63602133
26096204
12408189
29979407
24525784
42725169
29753430
77411112
12258620
19244241
24077978
23561449
30297736
33523828
11979813
11922675
31314670
35723075
94077875
51412139
23066946
31009411
15361036
22818389
70963115
22387452
17374627
47046656
12937459
13780075
44091863
19138956
84945168
29870771
76197329
17661788
28381005
12624429
22537184
24521591
31920173
18830740
43663594
32648504
23220554
20276719
27373817
25054590
71137873
26826242
89900993
45540333
25901188
25560946
17725021
31401596
32448732
27372844
73847600
27644126
63282857
14033859
32823325
15994402
33608651
10186930
28962008
67711076
17027426
13472578
20628259
23586527
17486668
12883055
32447246
18743393
29601062
"""

# Entries among the first 166 that were left out, with the tools they name that the catalog lacks.
SKIPPED = {
    "78429457": ("arrange_online_medical_consultation",),
    "17806716": ("book_ride",),
    "20828220": ("record_audio",),
    "82630016": ("convert_voice_to_video_call",),
    "24138114": ("upload_file_meeting", "book_ride", "setup_online_meeting"),
    "10921941": ("schedule_movie_viewing", "record_audio_request"),
}


def taskbench_catalog() -> list[dict[str, Any]]:
    return [_tool(line) for line in TOOLS.strip().splitlines()]


def taskbench_queries(split: str | None) -> list[tuple[str, str, list[str]]]:
    """(style, request, relevant names); `split` "dev" = even lines of each style, else odd."""
    return split_rows(request_rows(QUERIES), split)
