# ruff: noqa: E501  (data: one tool or request per line)
"""Judging set `ultratool`: a spread sample of UltraTool's English test requests, written by its authors' pipeline.

Added in session 38, after `toolalpaca`, as a JUDGE, never to be tuned on: like `directory`,
`restbench`, `taskbench`, `taskmedia`, `sealtools` and `toolalpaca`, only its aggregate rows are
looked at, and both halves judge. The requests are UltraTool's (Huang et al., "Planning, Creation,
Usage: Benchmarking LLMs for Comprehensive Tool Utilization in Real-World Complex Scenarios",
2024), the `question` of records of its English test file, written (requests, plans and tool
documents alike) by the authors' construction pipeline. Requests are copied verbatim as the JSON
decodes them, the source's slips kept (the Document request that writes into
`"D:/客户报告.txt"`, a path left in Chinese); only surrounding whitespace was
trimmed (44 end in a line break, 20 do not). A request's relevant actions are the distinct
names its `plan` steps call (the text before `(` of a step's `tool`; `null` and `No tool
required` steps call none), in order of first call, each counted once.

Source: repository JoeYing1019/UltraTool, `data/English-dataset/test.json` @
791547ff17656e0003cea605ed4caaaba994cc9e, 3,392,043 characters of JSON Lines, records grouped by
`domain`. Spread sample: the 16,000-character pages at offsets round(k * 3392043 / 32), k = 0 ... 31
(0, 106001, 212003, 318004, 424005, 530007, 636008, 742009, 848011, 954012, 1060013, 1166015,
1272016, 1378017, 1484019, 1590020, 1696022, 1802023, 1908024, 2014026, 2120027, 2226028, 2332030,
2438031, 2544032, 2650034, 2756035, 2862036, 2968038, 3074039, 3180040, 3286042), and of each page
the first two complete records (a record cut by the page's start or end skipped); every page held
two, so no further page was read (at 2332030 the page starts on the line break before a record,
which is complete). 64 records sampled, 64 kept: every one calls a tool, and every name it calls is
in its own `tools` list, so none was dropped (`DROPPED` is empty). `ORIGINS` keeps each request's
page offset, its place on the page (1 or 2) and its record's `domain`, line for line. Only
`question`, `plan[*].tool`, `tools[*].name`, `description`, `arguments.properties` and `domain` were
used (the steps' text and the tools' `results` were read past, not used); no other data file of the
repository (`dev.json`, `test_set/`, the Chinese data, the predictions) was read. Licence: the
repository declares none (README @ 017619e3c9c4ce69c614acaf4828470ab1e29de6; no LICENSE file is in
the index); the data are published as the paper's benchmark. Used only as a bench judge, like
`sealtools` and `toolalpaca`. No ToolBench/RapidAPI, ToolLens/COLT or MetaTool material was read or
used.

Catalog: the union of the 64 records' `tools`, one action per distinct name, in first-seen order:
76 tools over 17 domains (Flight 10 requests, Finance 8, Document 7, Train 6, Hotel, Alarm, Travel,
Meeting and Repair 4 each, Restaurant, Agenda, Health, Other and Music 2 each, Weather, Rental and
Job 1 each). Name = the tool's `name` verbatim, flat as in TaskBench's set (no toolkit: each tool is
its own toolkit); two names are another set's too, `book_flight` (`taskbench`) and `hotel_booking`
(`bfcl`): in this set's union row theirs are left out beside these, as for any shared toolkit.
Description = its `description`, verbatim. Wherever a name recurs across the sampled records its
description is the same: 0 names with conflicting descriptions (first seen would be kept;
each tool's parameters are its first record's). `postal_code_lookup` and `postal_code_search` share one
description, "Postal Code Lookup Tool", as in the source. Parameters = the names of
`arguments.properties` in order with their `description`; `integer` `#`, `boolean` `!`, `array` `[]`
(items taken as strings), `string`, `number` and `object` plain strings; the source marks none
required (no `required` list), so all are optional; `enum`, `example`, `format`, `default` and
bounds are dropped. `book_flight`'s `options` (a nested object) has no description in the source:
kept empty.

Odd entries kept as the source has them: plans that call a tool twice count it once (the two alarms
of "8 AM today and 8 AM tomorrow" are `single`); the Shanghai-to-Hangzhou train request's booking
call names Beijing, Shanghai and Zhang San; a transaction complaint is filed with
`create_transaction`.

Styles: `single` (one distinct relevant action) and `multi` (two or more); 64 requests, 10 single
and 54 multi, 2.19 relevant actions on average (2.41 over the multi ones, at most 5). In file order.
Even lines of each style are the `dev` half (5 single, 27 multi), odd lines the `held-out` half (5,
27); both judge. `single` is thin, 5 a half (the sample's share: UltraTool's plans mostly chain
tools), so its row moves by a fifth per request.

    tool line:    name | description | param?: description; param?: description
    request line: style | request | relevant, names
    origin line:  page-offset place domain   (the source record of the request line in the same place)
"""

from __future__ import annotations

from typing import Any

from catalog_public_style import _tool, request_rows, split_rows

TOOLS = """
file_write | Used to write content to a specified file. If the file does not exist, a new file will be created. | file_path?: The file path where the content will be written; content?: The content to be written
check_file_content | Verify if the content of the specified file is consistent with the expectation | file_path?: The file path of the content to be verified; expected_content?: The expected file content
file_delete | Used to delete a file at a specified path. After performing file_write or file_modify operations, if the related file is no longer needed, this API can be executed to delete it. | file_path?: The file path to be deleted
file_modify | Used to modify the content of an existing file. | file_path?: The file path of the content to be modified; new_file_path?: The new file path; content?: The new content to be modified to; append_content?: The new content to be appended; original_content?: The original text to be modified; section?: The section position to be modified; new_title?: The new title after modification
unemployment_rate_query | Query the unemployment rate data for a specified country and year | country?: Country name; year?: Year
unemployment_rate_compare | Compare unemployment rate data between two years | rate_previous_year?: Unemployment rate data for the previous year; rate_current_year?: Unemployment rate data for the current year
account_login | Account Login Tool | account_id#?: Account ID; verification_code?: Verification Code; username?: Username; password?: User Password
account_balance_query | Account Balance Retrieval Tool | account_id#?: Account ID; date?: Date for querying balance
transfer_all_to_main_account | Transfer the entire balance from the specified account to the main account | source_account_id?: Source account ID; target_account_id?: Target account ID; amount?: Transfer amount
del_transaction | Delete a transaction by transaction ID | transaction_id?: Transaction ID
create_transaction | Create a new transaction for submitting merchant and customer transaction information to the platform | account_id?: User account ID; merchant_id?: Merchant ID; amount#?: Transaction amount in RMB; transaction_time?: Transaction time; description?: Transaction description
credit_card_debt | Query credit card debt amount | credit_card_number?: Credit card number; currency?: Currency; account_id#?: Credit card account ID; card_last_digits?: Last digits of credit card; date_range?: Date range for the query
credit_card_repayment | Credit Card Repayment | overdraft_card_number?: Overdraft Card Number; repayment_amount?: Repayment Amount; payment_card_number?: Payment Card Number; currency?: Currency
bank_balance_query | Query the balance information for a specified bank card number | bank_card_number?: Bank card number
customer_service | Users contact customer service through the platform to submit questions and requests | account_id?: User account ID; content?: The content of the user's questions and requests; merchant_id?: Merchant ID
deposit_product_search | Deposit Product Inquiry | product_type?: Product Type (Demand Deposit/Time Deposit/Large Certificate of Deposit/); product_rate?: Product Interest Rate (%); minimum_deposit?: Minimum Deposit Amount (CNY)
fixed_deposit_transaction | Handling fixed deposit transactions | product_name?: Product Name; transfer_card_number?: Transfer Card Number; amount?: Amount; account?: Card (Account) Number/Mobile Number/Username; password?: Account Password; deposit_term?: Deposit Term; verification_code?: Verification Code
modify_transaction | Modify the content of a transaction, based on the transaction ID | transaction_id?: The transaction ID to modify; amount#?: The new transaction amount, in RMB; description?: The new transaction description
complaint_merchant | Users complain about merchants to customer service through the platform | account_id?: User Account ID; merchant_id?: Merchant ID; content?: Content of the complaint
get_dish_id | Get the dish ID based on the dish name | dish_name?: Dish name; menu[]?: Restaurant menu
menu_select_api | Ordering API for selecting dishes | dish_id#?: Dish ID; quantity#?: Quantity of dishes
place_order | Place an order based on dish information and table number | dishes[]?: List of dishes, each dish includes dish ID and quantity; table_id#?: Table number; order_id#?: Order number
checkout_api | Checkout API, dependent on the result of the previous Place Order API 'Order ID' | order_id#?: Order ID; amount#?: Payment Amount; payment_method#?: Payment Method
check_room_availability | Check the availability and price of room types at a specified hotel on specific dates | hotel_name?: Hotel Name; check_in_date?: Check-in Date; check_out_date?: Check-out Date; location?: Hotel Location; room_type?: Room Type; hotel_id?: Hotel Identifier ID; number_of_rooms#?: Number of Rooms; location_preference?: Location Preference
hotel_booking | Complete the hotel room booking process | hotelName?: Hotel Name; checkInDate?: Check-in Date; checkOutDate?: Check-out Date; room_orientation?: Room Orientation; roomType?: Room Type; contactPhone?: Contact Phone; hotel_id?: Hotel Identifier ID; number_of_rooms#?: Number of Rooms Booked; city?: City of Stay; area?: Area of Stay; brand?: Hotel Brand; contact_info#?: Contact Information; budget#?: Accommodation Budget; nights#?: Number of Nights; personal_info?: Personal Information of the User; payment_info?: Payment Information of the User; breakfast_included?: Breakfast Included; special_request?: Special Request; guestName?: Guest Name; guestID?: Guest ID Number; phoneNumber?: Customer Phone Number; email?: Customer Email
search_hotels | Search for hotels based on location, time, and user preferences | location?: Hotel location; star_rating?: Hotel star rating; amenities[]?: List of hotel amenities, such as free Wi-Fi; max_distance?: Maximum distance from the hotel to a specific landmark; check_in_date?: Check-in date; check_out_date?: Check-out date; room_type?: Room type; include_breakfast?: Whether breakfast service is included; city?: City name; minimum_rating?: Minimum rating; brand?: Hotel brand; hotel_name?: Hotel name; wifi?: Whether free Wi-Fi service is required; additional_services?: Additional service requirements; maxPrice?: Maximum price per night; number_of_rooms#?: Number of rooms to book; budget#?: Budget; duration#?: Number of days to stay; airport_transfer!?: Whether airport transfer service is needed
search_luxury_hotels | Search for luxury hotels in a specified city | city?: City name
confirm_room_price_and_policy | Confirm the room price and booking policy of the specified hotel | hotel_id?: Hotel Identifier ID; room_type?: Room Type
hotel_booking_query | Hotel Booking Inquiry Tool | checkInDate?: Expected Check-in Date; checkOutDate?: Expected Check-out Date; hotelName?: Hotel Name; confirmation_number?: Booking Confirmation Number; hotel_id?: Hotel Identifier ID; room_type?: Room Type; number_of_rooms#?: Number of Rooms Inquired
hotel_availability_query | Query the availability of rooms in a specified hotel for a specific date. | hotel_name?: Hotel name; room_type?: Room type; check_in_date?: Check-in date; check_out_date?: Check-out date
weather_query | Get the weather forecast for a specified location and date | date?: The date for which to obtain the weather forecast; location?: The location for which to query the weather; forecast_hours#?: Forecast time (hours)
set_reminder | Set Reminder | time?: Reminder Time; content?: Reminder Content; reminder_title?: Reminder Title; agenda_id?: Agenda ID; recipient?: Recipient of Reminder; reminder_date?: Reminder Date; action?: Action to perform after reminder; contactInformation?: User's Contact Information; frequency?: Frequency of reminder setting, options: once, daily, weekly Monday to Sunday, default is once
clock_alarm_set | Set Alarm Tool | time?: Alarm Set Time; date?: Alarm Set Date; label?: Alarm Label; frequency?: Alarm Set Frequency, options: Once, Daily, Monday to Sunday, default is Once
clock_alarm_change | Change Alarm Tool | originalTime?: The original time of the alarm to be changed; date?: The date after the alarm is changed; label?: The label after the alarm is changed; changeTime?: The time after the alarm is changed; originalFrequency?: The original frequency of the alarm to be changed; changeFrequency?: The frequency after the alarm is changed
clock_alarm_cancel | Cancel alarm tool | time?: The time of the alarm to be canceled; date?: The date of the alarm to be canceled; label?: The label of the alarm to be canceled; frequency?: The frequency of the alarm to be canceled
flight_search | Flight Ticket Search Tool | departure_date?: Departure Date; return_date?: Return Date; destination?: Destination; departure_city?: Departure City; arrival_city?: Arrival City; departure_time?: Earliest Departure Time; directFlight!?: Direct Flight; flightNumber?: Flight Number; priceLimit?: Price Limit; bookingName?: Booking Name; cabinClass?: Cabin Class; timePeriod?: Time Period, e.g., 'morning'
book_flight | Flight booking tool | ticket_info?: Flight information, including flight number, date, time, departure place, and destination; passenger_info?: Passenger information, including name and ID number; payment_info?: Payment information, including payment method and amount; departure_date?: Departure date; departure_city?: Departure city; departure_time?: Departure time; destination_city?: Destination city; flight_number?: Flight number; airline?: Airline; price?: Ticket price; seat_preference?: Seat preference; seat_class?: Seat class; passenger_name?: Passenger name; passenger_id?: Passenger ID number; flight?: Selected flight; group_size#?: Group size for travel; amenities[]?: List of required amenities; flight_details?: Flight details; number_of_passengers#?: Number of passengers; passenger_details?: Passenger details; window_seat!?: Whether a window seat is required; mealService!?: Whether meal service is provided; mealPreference?: Meal preference; contactInfo?: User contact information; options?:
select_flight_by_time | Select a flight based on the provided time | flights_list?: List of flights found; desired_time?: Expected flight departure time
flight_ticket_changing | Flight Ticket Booking Modification Tool | originalDepartureDate?: The flight departure time that needs to be changed; originalFlightNumber?: The flight number that needs to be changed; originalName?: The name of the passenger whose ticket information needs to be changed; newFlightNumber?: The new flight number after change; newDepartureDate?: The new flight departure time after change; newDepartureCity?: The departure city after change; newArrivalCity?: The arrival city after change; newName?: The name of the new passenger; newID?: The ID number of the new passenger
flight_ticket_cancelling | Flight Ticket Cancellation Tool | departureDate?: Departure time of the flight to be cancelled; flightNumber?: Flight number to be cancelled; bookingName?: Name of the passenger for the flight to be cancelled
train_ticket_query | Train Ticket Booking Inquiry Tool | departureDate?: Departure Time; startStation?: Departure Station; endStation?: Arrival Station; confirmation_number?: Booking Confirmation Number; trainID?: Train Number; seatType?: Seat Type; ticketID?: Train Ticket Number; identityNumber?: Passenger's ID Number
train_ticket_cancelling | Train Ticket Reservation Cancellation Tool | ticketID?: The train ticket number to be cancelled; identityNumber?: The identity card number of the person who purchased the ticket
search_train | Search for train tickets based on preferences and return a list of train services that meet the criteria | departure?: Departure location; destination?: Destination; departure_time?: Departure time; departure_station?: Departure station; train_number?: Train number; seatPreference?: Seat preference; seatType?: Seat type
train_ticket_booking | Train ticket booking tool | departureDate?: Departure date and time; startStation?: Departure station; endStation?: Arrival station; seatType?: Seat type (e.g., hard seat, soft seat, sleeper); identityNumber?: Passenger's ID number; name?: Passenger's name; seatPreference?: Seat preference; trainNumber?: Train number
train_ticket_changing | Train Ticket Rescheduling Tool | originalTicketID?: The train ticket number that needs to be rescheduled; identityNumber?: The identity card number of the ticket purchaser; newDepartureDate?: The new departure date after changing; newTrainID?: The new train number after changing; newStartStation?: The new departure station after changing; newEndStation?: The new arrival station after changing; newSeatType?: The new seat type after changing
car_rental_cancelling | Car Rental Reservation Cancellation Tool | startDate?: Start date (date + time) of the car rental to be cancelled; endDate?: End date (date + time) of the car rental to be cancelled; carID?: Car identification number to be cancelled; city?: City where the car rental pickup is to be cancelled
car_rental_booking | Car Rental Booking Tool | carType?: Vehicle Type; rentalPeriod#?: Rental Period; pickupDate?: Pick-up Date; location?: Pick-up Location; startDate?: Start Date of Car Rental (Date + Time); endDate?: End Date of Car Rental (Date + Time); carID?: Car ID; city?: Pick-up City; dropOffCity?: Drop-off City; contactInfo?: Customer Contact Information; customerName?: Customer Name; contact?: Customer Contact Method; driverLicense?: Customer Driver's License Information; carModel?: Car Model
car_rental_query | Car Rental Query Tool | startDate?: Car rental start date (date+time); endDate?: Car rental end date (date+time); carID?: Car ID; city?: City of car pickup; rental_location?: Car rental location; return_location?: Car return location; car_type?: Car type
business_travel_standard_search | Business Travel Standard Inquiry Tool | department_or_level?: Department or Level; destination_city?: Destination City
purchase_travel_insurance | Purchase Travel Insurance | destination?: Destination; identityNumber?: Purchaser's ID Number; name?: Purchaser's Name
check_weather | Check the weather forecast for a specified date and location | date?: Specified date; location?: Weather query location
search_available_rooms | Search for available rooms or meeting spaces | city?: The city where the meeting room is located; start_time?: Meeting start time (date+time); end_time?: Meeting end time (date+time); attendees?: Number of participants; hotel_id?: Hotel identification ID; room_type?: Room type; capacity?: Minimum capacity
conference_room_booking | Conference Room Booking Tool | startTime?: Meeting start time (date+time); endTime?: Meeting end time (date+time); roomID?: Conference room ID; city?: City where the conference room is located; content?: Meeting agenda
conference_room_query | Conference Room Reservation Query Tool | startTime?: The start time of the meeting to be queried (date + time); endTime?: The end time of the meeting to be queried (date + time); roomID?: The ID of the conference room to be queried; city?: The city where the conference room to be queried is located
conference_room_cancelling | Conference Room Cancellation Tool | startTime?: The start time of the meeting to be cancelled (date+time); endTime?: The end time of the meeting to be cancelled (date+time); roomID?: The ID of the conference room to be cancelled; city?: The city where the conference room to be cancelled is located
generate_unique_id | Generate a unique identifier ID | event_name?: Event name; start_time?: Start time
add_periodic_event | Add periodic event | event_id?: Event ID; event_name?: Event name; start_time?: Event start time; duration?: Event duration; end_time?: Event end time; start_date?: Event start date; location?: Event location; frequency#?: Event frequency (days)
view_schedule | View existing schedules | schedule_id?: The schedule id for viewing; user_id?: The user's id; date?: The date to view; time_range?: The time range to view
appliance_repair_status_query | Appliance Repair Inquiry Tool | requestID?: The repair request number to be queried; applianceType?: The type of appliance to be queried for repair; applianceBrand?: The brand of appliance to be queried for repair; applianceModel?: The model of appliance to be queried for repair; contactInformation?: Customer contact information; address?: Customer address
appliance_repair_rescheduling | Request to adjust the appliance repair appointment time | originalRequestID?: Original repair request number; newTime?: New appointment service time
appliance_repair_request | Appliance Repair Request Tool | applianceType?: Type of appliance to be repaired, such as refrigerator, TV, washing machine, etc.; applianceBrand?: Brand of the appliance to be repaired; applianceModel?: Model of the appliance to be repaired; issueDescription?: Description of the appliance malfunction; contactInformation?: Contact information; address?: Service address; time?: Scheduled service time
search_repair_provider | Search for repair service providers | address?: Service address; time?: Appointment time for the service; area?: Service area; appliance_type?: Type of appliance; appliance_brand?: Appliance brand; appliance_model?: Appliance model; issue_description?: Description of the issue; service_type?: Type of service; multi_brand_compatibility?: Compatibility with multiple brands; min_rating?: Minimum rating requirement; brand_authorization?: Appliance brand authorization information
vision_protection_tool | Vision protection tool, helps to control internet usage time and provides users with appropriate suggestions for protecting their eyesight | age#?: User's age, only integer values from 1 to 99 are allowed; eyeCondition?: User's eye condition, options include good, general, and poor; dailyInternetUse#?: Daily internet usage time, in hours; eyesight?: User's eyesight index, represented as a decimal; fingerEyeCoordinationGrade?: Finger-eye coordination grade, rated from A to E; nightlightUsage?: Nightlight mode usage rate
special_recipe_search | A tool for searching various recipes, which can search by dish name, cuisine, ingredients, cooking method, and personal taste | dish_name?: Dish Name; cuisine_type?: Cuisine; ingredients[]?: Ingredients; cooking_method?: Cooking Method; taste?: Taste
medical_knowledge_search | Search for possible diseases, nursing advice, suitable medication, and recommended dosage based on symptoms and patient information | diseaseName?: Disease name; symptom?: List of symptoms, separated by commas; medication?: Medication name; age?: Patient's age; weight?: Patient's weight
special_foreign_currency_purchase | A tool for purchasing foreign currency at the current exchange rate, limited to US dollars, Euros, and Australian dollars | currency_type?: Currency type; purchased_amount?: Amount purchased; account_balance?: Account balance
archive_file_tool | File Archiving Tool | filePath?: The path of the file or folder to be archived; archivePath?: The path where the archived file will be stored; archiveType?: The type of the archive file (e.g., zip, rar, etc.)
internal_person_search | Internal Staff Information Query Tool | name?: Employee name, must be two to four characters; mobile#?: Employee mobile number, must start with 1 and be 11 digits long; level#?: Employee level, can only query employees between levels 10 to 20; firstOrganization?: Employee's first-level department; secondOrganization?: Employee's second-level department; thirdOrganization?: Employee's third-level department; fourthOrganization?: Employee's fourth-level department
postal_code_lookup | Postal Code Lookup Tool | country?: Country Name; city?: City Name; district?: District or County Name; street?: Street Name
postal_code_search | Postal Code Lookup Tool | country?: Country Name; state?: State or Province Name; city?: City Name; district?: District or County Name
car_rental_changing | Car Rental Reservation Modification Tool | originalStartDate?: The original car rental start date (date + time) that needs to be changed; originalEndDate?: The original car rental end date (date + time) that needs to be changed; originalCarID?: The car ID that needs to be changed; originalCity?: The city where the car was originally picked up that needs to be changed; newStartDate?: The new car rental start date (date + time) after change. If not provided, the original start date remains unchanged.; newEndDate?: The new car rental end date (date + time) after change. If not provided, the original end date remains unchanged.; newCarID?: The new car ID after change. If not provided, the original car ID remains unchanged.; newCity?: The city for picking up the car after change. If not provided, the original city remains unchanged.
part_time_job_tool | Part-time job information collection and management tool, only applicable to college students | jobType?: Type of part-time job, only supports five types: Education, Sales, Media, Service Industry, IT; hourlyWage?: Hourly wage, must be a number greater than or equal to 1; workingHours?: Working hours, format 'HH:MM-HH:MM'; jobLocation?: Job location; experienceRequired!?: Whether experience is required; studentIdentityRequired!?: Whether it is required to be a current student; jobDescription?: Job description; contact?: Contact information, such as phone or email, etc.; postDate?: Date of information posting
email_marketing_tool | Email marketing tool that can send marketing emails to specified recipients | senderEmail?: The sender's email address, must conform to the email address format; receiverEmails[]?: The email addresses of the recipients, can be one or multiple; subject?: The subject of the email; content?: The content of the email; attachment?: The attachment of the email, a full file path is required; isHtml!?: Whether the email is an HTML email
music_discovery | Music discovery tool that provides recommendations based on the user's music taste, current time, and location | genre?: Music genre; period?: Time period when the music was released; artist?: Name of the artist; musicTaste?: User's music taste; current_time?: Current time; location?: User's location
get_artist_from_song | Get artist information based on the song name | song_name?: Song name
get_popular_songs_by_artist | Query other popular songs by a specified artist | artist_name?: Artist name
"""

QUERIES = """
single | I need you to help me create a file called 'Work_Tasks.txt' on the desktop, and then write 'Preparation for Tomorrow's Meeting' into it. | file_write
multi | I need to organize a report to give to the client. Please help me write the following content into "D:/客户报告.txt": "The project is progressing smoothly, and all development tasks are expected to be completed by the end of the month.", and after confirming it is correct, delete the "Old Data Backup.txt" file in the same directory. | file_write, check_file_content, file_delete
multi | Help me create a document on the desktop for work summary and write 'The work for this month has been successfully completed.', then add another sentence 'Plan to finish all projects ahead of schedule next month.'. | file_write, file_modify
multi | I need to update the data of "Sales Report for the First Quarter of 2023" into the company's shared file, the file path is "/shared/sales/q1_report_2023.txt", please delete the original data before writing in the new content: "The sales volume for the first quarter reached 80 million, with a year-on-year increase of 20%." | file_delete, file_write
multi | I want to create a document named "Work Plan.txt" and write the content "Complete market analysis report by March 16th". Then, I need to modify the content of the document to "Submit market analysis report by March 17th" | file_write, file_modify
single | I need to create a work report document and set its content to "Today's work included completing the project report writing, updating the meeting PPT, and replying to client emails." | file_write
multi | I want to inquire about the unemployment rate in France for the year 2022 and compare it with the year 2021. | unemployment_rate_query, unemployment_rate_compare
multi | Please help me log in to the system with my account 123456 and check my account balance. | account_login, account_balance_query
multi | I would like to check the balance of my stock account, my account ID is 9527, password is PWD2023. | account_login, account_balance_query
multi | I want to merge and transfer the balance from my two accounts into my main account, the account IDs are 9527 and 8848, and the password for both is Pwd123. | account_login, transfer_all_to_main_account
multi | Please help me delete the transaction that was accidentally duplicated yesterday, the transaction ID is 123456789, and create a correct transaction record for me with Merchant A at 3 PM yesterday, the amount is 300 yuan, using my user account ID 987654321. | del_transaction, create_transaction
multi | Please inquire about the debt amount of my credit card 6222002020202020, and use my payment card 6217002020202021 to pay off the corresponding RMB amount, then immediately tell me the current balance of this payment card. | credit_card_debt, credit_card_repayment, bank_balance_query
multi | Please create a transaction complaint using my account ID A123456 and merchant ID M654321, record the incorrect transaction amount of 299 yuan and the transaction time at 9 o'clock this morning, then immediately submit a complaint about receiving goods in the wrong color, and finally delete the transaction after the merchant agrees to refund and compensate me 50 yuan for the loss. | create_transaction, customer_service, del_transaction
multi | Please check the current balance of my bank card number 6214567890123456, and if it is sufficient, help me handle a large fixed deposit with an annual interest rate of 3.5% and a minimum deposit amount of 50,000 yuan, and transfer funds from the same bank card to complete the deposit. | bank_balance_query, deposit_product_search, fixed_deposit_transaction
multi | I need to modify the lunch transaction at 'Gourmet Paradise' restaurant from yesterday, correcting the amount to 250 yuan, and submit a complaint about the poor attitude of the waiter and the poor quality of the food. | modify_transaction, complaint_merchant
multi | Please order a Spicy Hot Pot for me at the restaurant, add two extra servings of beef and a plate of hand-torn cabbage, then place the order using my table ID 10, and help me check out. | get_dish_id, menu_select_api, place_order, checkout_api
multi | My name is Li Si, I need to book a business hotel, the hotel ID is H00123, planning to check in on October 15th and check out on October 18th, book a standard single room, the number of rooms is 1. | check_room_availability, hotel_booking
multi | I need to book a luxury twin room in a five-star hotel in Beijing, with the check-in date from April 15th to April 20th, booking 2 rooms. The customer's name is Zhang San. | search_hotels, hotel_booking
multi | I need to book the most luxurious hotel in Shanghai for May 1st to 5th, the customer's name is Zhang San, booking two suites. | search_luxury_hotels, check_room_availability, confirm_room_price_and_policy, hotel_booking, hotel_booking_query
single | I need to modify the file on the desktop 'meeting_notes.txt', changing its content to 'Market analysis meeting will be held at 10 AM next Wednesday.' | file_modify
multi | I need to book two deluxe twin rooms at the Beijing Foreign Affairs Hotel, starting from today for three nights, please handle it for me. | hotel_availability_query, hotel_booking
multi | I need to check the weather forecast for Beijing and Shanghai, and set a reminder for tomorrow's running task. | weather_query, set_reminder
multi | Please help me set an alarm for every morning at 7:00, and change the set reminder time from every night at 21:00 to 20:00. | clock_alarm_set, clock_alarm_change
single | I need to set alarms for 8 AM today and 8 AM tomorrow to remind me to attend the meeting. | clock_alarm_set
multi | I want to cancel the alarm set for 7:30 AM every day, starting tomorrow morning, and change it to ring at 7:00 AM every Monday to Friday. | clock_alarm_cancel, clock_alarm_set
multi | I need to set an alarm for 6:30 AM every day, and then cancel the one-time alarm for tonight at 23:00. | clock_alarm_set, clock_alarm_cancel
multi | Please help me book a flight ticket for MU5138 from Beijing to Shanghai on May 10, 2023, at 8:00 AM, the passenger is Zhang Wei. Additionally, to avoid any unforeseen circumstances, I also need to reserve a ticket for the same flight MU5138 on May 12 at the same time in case I am unable to travel. | flight_search, book_flight
multi | I would like to inquire about the flight schedule from Beijing to Shanghai on August 25th and book an economy class ticket for a flight departing at 20:00 from Beijing to Shanghai on the same day. The passenger's name is Li Lei. | flight_search, select_flight_by_time, book_flight
multi | I booked a flight ticket for flight number CA1234, departing on April 1, 2023, at 08:00, but the name is incorrect. It should be Zhang San but it was written as Li Si. Can you help me change the name? | flight_ticket_changing, flight_search
multi | I need to book a flight ticket for 8 AM on May 10th from Beijing to Shanghai, and then check if there is a return ticket at 4 PM. | flight_search, book_flight
multi | I would like to book a flight ticket from Shanghai to Beijing on March 20th, the name is Wang Xiaoming. | flight_search, book_flight
single | I need to cancel two flight reservations, the first one is for Li Hua, with the flight number CA123, on the plane at 9 am on March 18th. The second one is for Zhang Wei, with the flight number MU456, on the plane at noon 12 pm on March 19th. | flight_ticket_cancelling
multi | I need help with changing my flight ticket and inquiring about flight tickets. I need to rebook my original flight CA123 scheduled for 9 AM on March 20th to New York, to the CA456 flight at 10 AM on March 21st. I would also like to know about the flight situation from Beijing to Tokyo for the evening of April 5th at 8 PM. | flight_search, flight_ticket_changing
multi | I need information on flights from Beijing to Shanghai, with a departure time of 9:00 AM on April 10, 2023. I also want to change my flight CA1234 ticket, which departs at 7:00 AM on April 10, to 8:00 PM, for passenger Zhang San. | flight_search, flight_ticket_changing
multi | I need to go to Beijing on a business trip, please check the flight information to Beijing after 2 PM today and book a ticket for me. | flight_search, book_flight
single | I need to cancel the flight booking for MU556 on March 31st at 10 am, passenger name Zhang San. | flight_ticket_cancelling
multi | I need to cancel the hard sleeper ticket for train number G123 from Beijing to Shanghai tomorrow, my ID number is 123456789012345678, and then book a hard seat ticket for the train number G456 from Beijing to Hangzhou the day after tomorrow. | train_ticket_query, train_ticket_cancelling, search_train, train_ticket_booking
multi | I need to change the train ticket from Nanjing South to Shanghai Hongqiao on March 18, 2023 to March 17. The ticket is for a hard seat, and the passenger information is Zhang San, ID number 320XXXXXX. | train_ticket_query, train_ticket_changing
multi | I have an emergency and need to go to Beijing tomorrow, but I have just booked a train ticket to Chengdu. The booking number of the train ticket is T12345, and my ID number is 110101198001011234. I need to change the ticket to Beijing and choose a sleeper ticket. | train_ticket_query, train_ticket_cancelling, search_train, train_ticket_booking
multi | I would like to check the train ticket information from Beijing to Shanghai the day after tomorrow, and also set a reminder to remind me to check the ticket situation again at 8 pm. | train_ticket_query, set_reminder
multi | I need to book a train ticket from Shanghai to Hangzhou for the morning of March 20th at 7:00 AM, I would like a hard sleeper berth, my ID number is 320xxx1990xxxxxx. | search_train, train_ticket_booking
multi | I need to book a hard sleeper train ticket from Beijing to Shanghai at 10:00 AM on April 10, 2023. My ID number is 123456789012345678, and my name is Li Hua. | search_train, train_ticket_booking
multi | Please book an Audi Q5 Quattro, ID Q500, for me in Chengdu from 9 AM on March 18th to 3 PM on March 21st, replacing my previous reservation of a Mercedes-Benz C-Class, ID C300, and ensure the new rental time and car model changes are confirmed. | car_rental_cancelling, car_rental_booking
multi | I need to pick up an economy rental car with the ID 'BJ_ECO_123' at 9 AM on Saturday, September 16, 2023, in Beijing, and return it at 9 PM on the same day. | car_rental_query, car_rental_booking
multi | As a senior engineer in the technical department, I need to know the standards for accommodation, meal allowance, and transportation subsidy for a business trip to Beijing. Also, I need to book a hotel that does not exceed 800 yuan per night, checking in on February 3rd and checking out on February 5th, and purchase a train ticket from Shanghai to Beijing for the morning of February 2nd at 9:00 AM. My name is Zhang San, and my ID number is 11010819800307895X. | business_travel_standard_search, hotel_booking, train_ticket_booking
multi | Inquire and book a train ticket for September 16th at 9 am from Beijing to Shanghai, ensure the seat type is first class, and purchase travel insurance for the ticket collector Li Si (ID number 123456789012345678), also check the weather forecast for that day to make appropriate preparations for the trip. | search_train, train_ticket_booking, purchase_travel_insurance, check_weather
multi | I need to book a conference room in Shanghai, from March 20, 2023, 9:00 to March 20, 2023, 12:00, for the meeting topic "Annual Market Analysis Report". | search_available_rooms, conference_room_booking
multi | I need to book a conference room in Beijing, the meeting time is from March 20, 2023, 9:00 AM to 12:00 PM, and the topic is about the discussion of annual market strategy. | conference_room_query, conference_room_booking
multi | I need to cancel the reservation of meeting room A01 in Beijing on April 8th from 10 am to 12 pm, and book another meeting room at the same time. | conference_room_cancelling, conference_room_query, conference_room_booking
multi | I would like to know the reservation status of Beijing Meeting Room No. 7 on this Friday, and I also want to book this meeting room from 9 am to 11 am to discuss project progress. | conference_room_query, conference_room_booking
multi | Please help me set up two recurring events. The first one is a weekly event named 'Friday Reading Night', which takes place every Friday at 7 PM in the multi-purpose hall of the city library. The second one is a monthly event named 'Monthly Department Meet-up', which occurs on the first Monday of every month at 9 AM in conference room 1 on the 5th floor of the company, and ensure that a unique event id is generated for each activity. | generate_unique_id, add_periodic_event
single | Please retrieve and summarize the schedule for my user ID U123456 on January 8, 2023, from 8 AM to 12 PM and from 2 PM to 4 PM. | view_schedule
multi | My washing machine encountered a problem last night and needs to be repaired as soon as possible. I have an appointment for service today at 15:00, but I have an emergency and need to change the repair time to the day after tomorrow at 9:00 AM, the request number is WX12345. | appliance_repair_status_query, appliance_repair_rescheduling
single | My washing machine has a problem, it doesn't drain or spin, and I hope to get it repaired as soon as possible. The washing machine is a Siemens brand model XQG70-WD12FG, the contact number is 13800001111, and the home address is 100 Tianping Road, Xuhui District, Shanghai. Please help me schedule a door-to-door service for 10 am tomorrow. | appliance_repair_request
multi | My washing machine suddenly has a problem, it might be because I washed too many things, now the washing machine is leaking a bit, the model is Midea MG70-V2101D, I live at No.58 Jianguo Road, Chaoyang District, Beijing, I hope it can be repaired as soon as possible, the appointment time is at 10 am on March 16, 2023, my contact number is 13912345678. | search_repair_provider, appliance_repair_request, appliance_repair_status_query
multi | My washing machine started having issues this morning, it seems like the drainage system is not working, I need it repaired as soon as possible. My contact number is 123456789, I live at No.88 Guanghua Road, Sunshine Community, Building 5, Unit 1, Room 202, and I hope someone can come to fix it tomorrow morning at 10 am. | search_repair_provider, appliance_repair_request
multi | As a 27-year-old professional, I need to work in front of a computer for 9 hours every day. I have good eye condition and a vision index of 1.0, but due to a hand-eye coordination grade of C and using dark mode 70% of the time, I need a customized vision protection plan, as well as a healthy and delicious Kung Pao Chicken recipe from Sichuan cuisine, with extra spiciness to suit my taste and lifestyle. | vision_protection_tool, special_recipe_search
single | I have recently been experiencing a lack of appetite, low-grade fever, and nausea, suspecting that I may have gastritis. I need to understand how to adjust my diet to alleviate the symptoms, and would like to know what medications should be taken if diagnosed with gastritis. | medical_knowledge_search
multi | Please help me purchase 2000 US dollars in foreign exchange, then archive my work folder D:/Work/Projects into a zip format and store it in the E:/Archive path, and finally find the primary department of Zhang Wei in the company, his mobile number is 13800138000. | special_foreign_currency_purchase, archive_file_tool, internal_person_search
multi | Please help me find and list the postal codes for Zhongguancun Street in Haidian District, Beijing, New York City in the USA, Los Angeles City in California, and San Francisco City in California. | postal_code_lookup, postal_code_search
multi | I need to book a car with the ID BJ2023XP, starting from 9 AM on September 25, 2023, in Beijing. The original plan was to return the car at 5 PM on September 30, but now I need to change the return time to 3 PM on the same day, and check the latest booking status of the vehicle after booking to confirm the change. | car_rental_booking, car_rental_changing, car_rental_query
multi | Please help me find a part-time job in education near the teaching building that takes place on weekends, with an hourly wage of not less than 40 yuan. It requires teaching experience and student identity verification. Then send a concise cover letter to Teacher Liu through my email student_zhang@example.com, expressing my passion for English education and related tutoring experience, and attach my personal resume located at C:/Users/Zhang/Desktop/resume.pdf. | part_time_job_tool, email_marketing_tool
single | To relax during afternoon tea, please recommend some light music from the 90s, and provide some music for weekend yoga sessions that is both relaxing and rhythmic. | music_discovery
multi | I would like to know and obtain a personalized list of the latest popular music based on my preference for pop music and my current location in Shanghai, and I want to know who the artist of 'Pop Song 4' in this list is and his other recent popular songs. | music_discovery, get_artist_from_song, get_popular_songs_by_artist
"""

# The source record of each request line, "page-offset place domain": the page read at that offset,
# the first or second complete record on it, and the record's `domain`.
ORIGINS = """
0 1 Document
0 2 Document
106001 1 Document
106001 2 Document
212003 1 Document
212003 2 Document
318004 1 Finance
318004 2 Finance
424005 1 Finance
424005 2 Finance
530007 1 Finance
530007 2 Finance
636008 1 Finance
636008 2 Finance
742009 1 Restaurant
742009 2 Restaurant
848011 1 Hotel
848011 2 Hotel
954012 1 Hotel
954012 2 Document
1060013 1 Hotel
1060013 2 Weather
1166015 1 Alarm
1166015 2 Alarm
1272016 1 Alarm
1272016 2 Alarm
1378017 1 Flight
1378017 2 Flight
1484019 1 Flight
1484019 2 Flight
1590020 1 Flight
1590020 2 Flight
1696022 1 Flight
1696022 2 Flight
1802023 1 Flight
1802023 2 Flight
1908024 1 Train
1908024 2 Train
2014026 1 Train
2014026 2 Train
2120027 1 Train
2120027 2 Train
2226028 1 Travel
2226028 2 Travel
2332030 1 Travel
2332030 2 Travel
2438031 1 Meeting
2438031 2 Meeting
2544032 1 Meeting
2544032 2 Meeting
2650034 1 Agenda
2650034 2 Agenda
2756035 1 Repair
2756035 2 Repair
2862036 1 Repair
2862036 2 Repair
2968038 1 Health
2968038 2 Health
3074039 1 Other
3074039 2 Other
3180040 1 Rental
3180040 2 Job
3286042 1 Music
3286042 2 Music
"""

# Records left out, "page-offset place": a called name outside the record's `tools`, or no call. None.
DROPPED = ""


def ultratool_catalog() -> list[dict[str, Any]]:
    return [_tool(line) for line in TOOLS.strip().splitlines()]


def ultratool_queries(split: str | None) -> list[tuple[str, str, list[str]]]:
    """(style, request, relevant names); `split` "dev" = even lines of each style, else odd."""
    return split_rows(request_rows(QUERIES), split)
