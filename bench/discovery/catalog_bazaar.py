# ruff: noqa: E501  (data: one tool or request per line)
"""Development set "bazaar": an API-hub-style catalog of real public APIs, and multi-need requests to it.

Written on 2026-12-02 (session 8 of issue 14) as a DEVELOPMENT set, BEFORE the engine was run on
any of it (multi-need requests whose needs all fell to one product were rewritten before that), and
committed before any run. Unlike `directory` (a judge), it may be tuned on: its `dev` half (even
lines of each style) is the tuning half, its `held-out` half (odd lines) the validation half, whose
aggregate rows only are to be looked at.

Why: the weakest scenario kind is a hub-style catalog with first-person requests whose two or three
needs are served by DIFFERENT products, and the other sets' multi-need rows hold 10 to 25 requests
(one request moves a row by 0.02 to 0.04). This set has 95 `multi` requests (48 dev, 47 held-out).

The catalog lists 199 endpoints of 70 real products the way an API hub does: the product as the
toolkit, in a hub's spelling (`Google_Cloud_Vision`, `17TRACK`, `urlscan_io`), each endpoint named
after its path or operation id (`images_annotate`, `gettrackinfo`, `getAnimeSearch`,
`CreatePaymentLink`, `breachedaccount`), with the terse title the vendor's reference or a hub gives it
as the description ("Create a Tracker", "Parse Image", "Search", "CHECK Endpoint",
"app.bsky.feed.searchPosts") and its real parameters. No product is one of `catalog_api_directory`,
`catalog_apihub`, `catalog_endpoints` or `catalog_plugins`, nor (whatever the case) a toolkit of the
10k catalog (`catalog_real`, `catalog_generated`): that is why Trello, Asana, Airtable, Zendesk,
HubSpot, Dropbox, Box, YouTube, Vimeo, Reddit and eBay are absent. Siblings stand side by side, as
in a hub: three parcel-tracking/shipping products, three OCR and image-analysis products, three
text-analysis products (and two speech ones), three job-search, two podcast, three pet, two anime,
two art-museum, five game and chess, one live-video (Twitch), three carbon/grid, two company-registry, two vehicle, three
health, four science and maths, four security, three shopping/barcode, two QR, two screenshot, two
test-data, three file-sharing, two social, four open-source-package, two real-estate and three
payment products.

Sources: the public-apis list (public-apis/public-apis, README.md @ 0000d67153407c, its sections
read after the set was written, to check which products it lists): 44 of the 70 products are in it
(TheCatAPI as "Cats", TheDogAPI as "The Dog", Petfinder; Jikan, Kitsu; AbuseIPDB, URLScan.io,
VirusTotal; Art Institute of Chicago, Metropolitan Museum of Art; Square; File.io; npm Registry,
Qrcode Monkey; OCR.Space; Climatiq, UK Carbon Intensity; CheapShark, Chess.com, Lichess, RAWG.io,
Steam; UK Companies House; Infermedica, NPPES, openFDA; The Muse, USAJOBS; WolframAlpha;
OpenCorporates; Imgur; arXiv, Newton; HaveIBeenPwned; Best Buy; Bluesky, HackerNews, Twitch;
FakerAPI, RandomUser; Google Cloud Natural Language, MeaningCloud; NHTSA, Smartcar), under Animals,
Anime, Anti-Malware, Art & Design, Business, Cloud Storage & File Sharing, Development, Documents &
Productivity, Environment, Games & Comics, Government, Health, Jobs, Machine Learning, Open Data,
Photography, Science & Math, Security, Shopping, Social, Test Data, Text Analysis and Vehicle. The
other 26 are real public APIs the list does not hold (EasyPost, Shippo, 17TRACK, Google Cloud
Vision, Azure AI Vision, Cohere, AssemblyAI, ElevenLabs, Remotive, Listen Notes, Podcast Index,
Electricity Maps, Semantic Scholar, Walmart, UPCitemdb, QR Code Generator, ScreenshotOne, Urlbox,
WeTransfer, Libraries.io, OSV, PyPI, RentCast, Walk Score, PayPal, Mollie). For every product, its
endpoints, titles and parameters are written from memory of its public API reference (EasyPost,
Shippo, 17TRACK v2, OCR.space, Cloud Vision, Computer Vision 3.2, MeaningCloud, Cohere, Cloud
Natural Language, AssemblyAI, ElevenLabs, USAJOBS, The Muse, Remotive, Listen Notes, Podcast Index,
TheDogAPI/TheCatAPI, Petfinder v2, Jikan v4, Kitsu, artic.edu, the Met collection API, RAWG,
CheapShark, Steam Web API, Chess.com PubAPI, Lichess, Climatiq, Electricity Maps, Carbon Intensity
API, Companies House, OpenCorporates, NHTSA vPIC and recalls, Smartcar, Infermedica, openFDA, NPPES
NPI Registry, Wolfram|Alpha, Newton, arXiv, Semantic Scholar Graph, VirusTotal v3, Have I Been Pwned
v3, AbuseIPDB v2, urlscan.io, Best Buy, Walmart Affiliate, UPCitemdb, QRCode Monkey, QR Code
Generator, ScreenshotOne, Urlbox, RandomUser, FakerAPI, Twitch Helix, WeTransfer, file.io, Imgur,
Bluesky (AT Protocol), Hacker News, Libraries.io, OSV, the npm registry, PyPI JSON, RentCast, Walk
Score, PayPal, Square, Mollie), not re-read line by line: a title or an optional parameter may
differ from the vendor's current wording. No ToolBench/RapidAPI catalog,
ToolLens/COLT or MetaTool material was read or used.

Requests are written from the user's side, first person, without copying the endpoint titles, in
four styles: `multi` (two or three needs, in a chatty, terse or non-native voice, joined by "and",
commas, "then", "also", "plus", separate sentences or nothing, whose actions belong to DIFFERENT
products; most of the set), `terse` (API-like keywords), `chatty` (long, with context the tools do
not need) and `esl` (non-native English). Each names every action that serves it: a need several
products serve equally ("where is my parcel", "read the text in this photo", "is this link safe")
names each of them, since the user has not said which product; a need only one product serves
(a VIN decode, a Walk Score, a Lichess position evaluation) names that one. Even lines of each style
are the `dev` half, odd lines the `held-out` half.

    tool line:    name | description | param: description; param?: description
    request line: style | request | relevant, names
"""

from __future__ import annotations

from typing import Any

from catalog_public_style import _tool, request_rows, split_rows

TOOLS = """
EasyPost.create_tracker | Create a Tracker | tracking_code: tracking number; carrier?: carrier name
EasyPost.retrieve_tracker | Retrieve a Tracker | id: tracker id
EasyPost.create_shipment | Create a Shipment | to_address: address; from_address: address; parcel: length, width, height, weight
EasyPost.buy_shipment | Buy a Shipment | id: shipment id; rate: rate id; insurance?: amount
EasyPost.create_and_verify_address | Create and Verify an Address | street1: street; city: city; zip: postal code; country: country
Shippo.get_tracking_status | Get a tracking status | carrier: carrier token; tracking_number: tracking number
Shippo.create_shipment | Create a shipment | address_from: address; address_to: address; parcels[]: parcels
Shippo.create_transaction | Create a shipping label | rate: rate object id; label_file_type?: PDF, PNG, ZPLII
17TRACK.register | Register tracking numbers | number: tracking number; carrier#?: carrier code
17TRACK.gettrackinfo | Get tracking details | number: tracking number
17TRACK.stoptrack | Stop tracking | number: tracking number
OCR_space.parse_image | Parse Image | file?: image or PDF file; base64Image?: image; language?: language code; isTable!?: table layout
OCR_space.parse_imageurl | Parse Image URL (GET) | url: image or PDF url; language?: language code
Google_Cloud_Vision.images_annotate | images:annotate | requests[]: image and features (LABEL_DETECTION, TEXT_DETECTION, LANDMARK_DETECTION, FACE_DETECTION, LOGO_DETECTION, SAFE_SEARCH_DETECTION)
Google_Cloud_Vision.files_asyncBatchAnnotate | files:asyncBatchAnnotate | requests[]: PDF or TIFF file and features; outputConfig: bucket
Azure_Computer_Vision.analyze_image | Analyze Image | url: image url; visualFeatures?: Categories, Tags, Description, Faces, Objects, Adult
Azure_Computer_Vision.read | Read | url: image or document url; language?: language
Azure_Computer_Vision.describe_image | Describe Image | url: image url; maxCandidates#?: count
Azure_Computer_Vision.generate_thumbnail | Get Thumbnail | url: image url; width#: px; height#: px; smartCropping!?: smart cropping
MeaningCloud.sentiment_2_1 | Sentiment Analysis | txt: text; lang: language or auto
MeaningCloud.topics_2_0 | Topics Extraction | txt: text; lang: language; tt?: entities, concepts, time expressions
MeaningCloud.summarization_1_0 | Summarization | txt?: text; url?: document url; sentences#: number of sentences
MeaningCloud.lang_4_0 | Language Identification | txt: text
Cohere.chat | Chat | message: message; model?: model; documents[]?: documents
Cohere.embed | Embed | texts[]: texts; model: model; input_type: search_document, search_query, classification
Cohere.rerank | Rerank | query: query; documents[]: documents; top_n#?: count
Cohere.classify | Classify | inputs[]: texts; examples[]: labelled examples
Google_Cloud_Natural_Language.analyzeSentiment | documents.analyzeSentiment | document: text; encodingType?: UTF8
Google_Cloud_Natural_Language.analyzeEntities | documents.analyzeEntities | document: text; encodingType?: UTF8
Google_Cloud_Natural_Language.classifyText | documents.classifyText | document: text
Google_Cloud_Natural_Language.moderateText | documents.moderateText | document: text
AssemblyAI.submit_transcript | Transcribe audio | audio_url: audio url; speaker_labels!?: speaker labels; language_code?: language; summarization!?: summary
AssemblyAI.get_transcript | Get transcript | transcript_id: id
AssemblyAI.lemur_task | Run a task using LeMUR | transcript_ids[]: transcripts; prompt: prompt
ElevenLabs.text_to_speech | Text to speech | voice_id: voice; text: text; model_id?: model
ElevenLabs.get_voices | Get voices |
ElevenLabs.sound_generation | Sound Effects | text: description of the sound; duration_seconds#?: seconds
USAJOBS.search | Search | Keyword?: keyword; LocationName?: location; Organization?: agency; RemunerationMinimumAmount#?: salary
USAJOBS.historicjoa | Historic JOAs | HiringAgencyCodes?: agency; StartPositionOpenDate?: date
The_Muse.jobs | Get jobs | category?: category; level?: Entry Level, Mid Level, Senior Level; location?: location; page#: page
The_Muse.companies | Get companies | industry?: industry; size?: small, medium, large; location?: location; page#: page
The_Muse.company | Get a company | id#: company id
Remotive.remote_jobs | Remote Jobs | category?: category; search?: search; limit#?: limit
Listen_Notes.search | Full-text search | q: query; type?: episode, podcast, curated; language?: language; len_min#?: minutes
Listen_Notes.get_podcast_by_id | Fetch a podcast's details and meta data of its episodes by id | id: podcast id; sort?: recent_first, oldest_first
Listen_Notes.get_best_podcasts | Fetch a list of best podcasts by genre | genre_id#?: genre; region?: region
Listen_Notes.get_episode_by_id | Fetch detailed meta data for an episode by id | id: episode id; show_transcript#?: 1 or 0
Listen_Notes.get_podcast_recommendations | Fetch recommendations for a podcast | id: podcast id
Podcast_Index.search_byterm | Search Podcasts | q: terms
Podcast_Index.episodes_byfeedid | Episodes By Feed ID | id#: feed id; max#?: count
Podcast_Index.podcasts_trending | Trending Podcasts | max#?: count; lang?: language; cat?: category
Podcast_Index.recent_episodes | Recent Episodes | max#?: count; excludeString?: text
TheDogAPI.breeds | List the Breeds | limit#?: limit; page#?: page
TheDogAPI.breeds_search | Search Breeds | q: breed name
TheDogAPI.images_search | Search Images | breed_ids?: breed ids; size?: thumb, small, med, full; mime_types?: jpg, png, gif; limit#?: limit
TheCatAPI.breeds | List the Breeds | limit#?: limit; page#?: page
TheCatAPI.breeds_search | Search Breeds | q: breed name
TheCatAPI.images_search | Search Images | breed_ids?: breed ids; size?: thumb, small, med, full; mime_types?: jpg, png, gif; limit#?: limit
Petfinder.animals | Get Animals | type?: dog, cat, rabbit; breed?: breed; location?: city or postal code; distance#?: miles; age?: baby, young, adult, senior
Petfinder.animal | Get Animal | id#: animal id
Petfinder.organizations | Get Organizations | location?: location; distance#?: miles
Jikan.getAnimeSearch | getAnimeSearch | q: query; type?: tv, movie, ova; status?: airing, complete, upcoming; genres?: genre ids
Jikan.getAnimeById | getAnimeById | id#: MyAnimeList id
Jikan.getTopAnime | getTopAnime | type?: tv, movie; filter?: airing, upcoming, bypopularity
Jikan.getSchedules | getSchedules | filter?: monday, tuesday, wednesday, thursday, friday, saturday, sunday
Jikan.getMangaSearch | getMangaSearch | q: query; status?: publishing, complete
Kitsu.anime | Anime | filter_text?: text; filter_categories?: categories
Kitsu.trending_anime | Trending Anime | limit#?: limit
Kitsu.manga | Manga | filter_text?: text
Art_Institute_of_Chicago.artworks_search | Search artworks | q: query; limit#?: limit; fields?: fields
Art_Institute_of_Chicago.artworks_id | Get an artwork | id#: artwork id
The_Met_Collection.search | Search | q: query; hasImages!?: has images; departmentId#?: department; isOnView!?: on view
The_Met_Collection.object | Object | objectID#: object id
The_Met_Collection.departments | Departments |
RAWG.games_list | Get a list of games | search?: search; genres?: genres; platforms?: platforms; dates?: from,to; ordering?: -rating, -released
RAWG.games_read | Get details of the game | id: game id or slug
RAWG.platforms_list | Get a list of video game platforms | ordering?: ordering
CheapShark.deals | List of Deals | storeID?: store; upperPrice#?: max price; title?: title; sortBy?: Deal Rating, Price, Savings
CheapShark.games | List of Games | title: title; limit#?: limit
CheapShark.alerts | Edit Alert | action: set or delete; email: email; gameID#: game; price#: price
Steam.GetPlayerSummaries | GetPlayerSummaries | steamids: steam ids
Steam.GetOwnedGames | GetOwnedGames | steamid: steam id; include_appinfo!?: names and icons
Steam.GetNewsForApp | GetNewsForApp | appid#: app id; count#?: count
Chess_com.player_profile | Player Profile | username: username
Chess_com.player_stats | Player Stats | username: username
Chess_com.daily_puzzle | Daily Puzzle |
Lichess.apiUser | Get user public data | username: username
Lichess.apiPuzzleDaily | Get the daily puzzle |
Lichess.apiCloudEval | Get cloud evaluation of a position | fen: FEN; multiPv#?: lines
Climatiq.estimate | Estimate | emission_factor: activity id and region; parameters: energy, distance, weight or money
Climatiq.search | Search | query: text; region?: region; category?: category
Electricity_Maps.carbon_intensity_latest | Carbon intensity latest | zone?: zone code; lat#?: lat; lon#?: lon
Electricity_Maps.power_breakdown_latest | Power breakdown latest | zone?: zone code; lat#?: lat; lon#?: lon
Carbon_Intensity_UK.intensity | Get Carbon Intensity data for current half hour |
Carbon_Intensity_UK.regional_postcode | Get Carbon Intensity data for current half hour for specified postcode | postcode: outward postcode
Companies_House.search_companies | Search companies | q: query; items_per_page#?: count
Companies_House.company_profile | Get the basic company information | company_number: company number
Companies_House.officers | List the company officers | company_number: company number
Companies_House.filing_history | Get the filing history list of a company | company_number: company number; category?: accounts, confirmation-statement
OpenCorporates.companies_search | Companies search | q: query; jurisdiction_code?: jurisdiction
OpenCorporates.officers_search | Officers search | q: name; jurisdiction_code?: jurisdiction
NHTSA.DecodeVinValues | Decode VIN (flat format) | vin: VIN; modelyear#?: year
NHTSA.GetModelsForMake | Get Models for Make | make: make
NHTSA.recallsByVehicle | Recalls by vehicle | make: make; model: model; modelYear#: year
NHTSA.complaintsByVehicle | Complaints by vehicle | make: make; model: model; modelYear#: year
Smartcar.get_location | Location | vehicle_id: vehicle id
Smartcar.get_odometer | Odometer | vehicle_id: vehicle id
Smartcar.lock_unlock | Lock/Unlock | vehicle_id: vehicle id; action: LOCK or UNLOCK
Smartcar.get_battery | EV Battery | vehicle_id: vehicle id
Infermedica.parse | Parse | text: free text; age#: age
Infermedica.diagnosis | Diagnosis | sex: male or female; age#: age; evidence[]: symptoms present or absent
Infermedica.triage | Triage | sex: male or female; age#: age; evidence[]: symptoms
openFDA.drug_label | Drug labeling | search: field:term; limit#?: limit
openFDA.drug_event | Drug adverse events | search: field:term; count?: field; limit#?: limit
openFDA.food_enforcement | Food recall enforcement reports | search: field:term; limit#?: limit
NPPES_NPI_Registry.search | NPI Registry Public Search | first_name?: name; last_name?: name; taxonomy_description?: specialty; city?: city; state?: state; postal_code?: zip
Wolfram_Alpha.short_answers | Short Answers API | i: input; units?: metric or imperial
Wolfram_Alpha.full_results | Full Results API | input: input; format?: plaintext, image
Wolfram_Alpha.simple | Simple API | i: input; layout?: divider or labelbar
Newton.simplify | Simplify | expression: expression
Newton.factor | Factor | expression: expression
Newton.derive | Derive | expression: expression
Newton.integrate | Integrate | expression: expression
arXiv.query | query | search_query: ti:, au:, abs:, cat: terms; max_results#?: count; sortBy?: relevance, lastUpdatedDate, submittedDate
Semantic_Scholar.paper_search | Paper relevance search | query: query; year?: year range; fieldsOfStudy?: fields; openAccessPdf!?: open access
Semantic_Scholar.paper_details | Details about a paper | paper_id: paper id or DOI; fields?: fields
Semantic_Scholar.author_search | Search for authors by name | query: name
Semantic_Scholar.recommendations | Get recommended papers for a single positive example paper | paper_id: paper id; limit#?: count
VirusTotal.scan_url | Scan URL | url: url
VirusTotal.get_url_report | Get a URL analysis report | id: url identifier
VirusTotal.upload_file | Upload a file | file: file; password?: zip password
VirusTotal.get_domain_report | Get a domain report | domain: domain
VirusTotal.get_ip_report | Get an IP address report | ip: IP address
HaveIBeenPwned.breachedaccount | Getting all breaches for an account | account: email address; truncateResponse!?: names only
HaveIBeenPwned.pwnedpasswords_range | Searching by range | prefix: first 5 characters of the SHA-1 hash
HaveIBeenPwned.breaches | Getting all breached sites in the system | domain?: domain
AbuseIPDB.check | CHECK Endpoint | ipAddress: IP address; maxAgeInDays#?: days; verbose!?: reports
AbuseIPDB.report | REPORT Endpoint | ip: IP address; categories: category ids; comment?: comment
AbuseIPDB.blacklist | BLACKLIST Endpoint | confidenceMinimum#?: 25 to 100; limit#?: limit
urlscan_io.scan | Scan | url: url; visibility?: public, unlisted, private
urlscan_io.result | Result | uuid: scan id
urlscan_io.search | Search | q: ElasticSearch query
Best_Buy.products | Products API | search?: keywords; categoryPath_id?: category; salePrice?: price filter; sort?: field
Best_Buy.stores | Stores API | area?: zip,miles; city?: city; storeType?: store type
Best_Buy.products_stores | In-Store Availability | sku#: sku; postalCode: postal code
Best_Buy.categories | Categories API | name?: category name
Walmart.search | Search API | query: query; categoryId?: category; sort?: relevance, price, bestseller
Walmart.product_lookup | Product Lookup API | ids: Walmart item ids
Walmart.trends | Trending Items API |
UPCitemdb.lookup | Lookup | upc: UPC, EAN or ISBN
UPCitemdb.search | Search | s: keywords; brand?: brand; category?: category
QRCode_Monkey.qr_custom | Create Custom QR Code | data: content; config?: colours, body and logo; size#?: px; file?: png, svg, pdf
QR_Code_Generator.create | Create QR Code | qr_code_text: content; image_format?: SVG, PNG, JPG; foreground_color?: colour; frame_name?: frame
ScreenshotOne.take | Take screenshot | url: url; full_page!?: full page; viewport_width#?: px; format?: png, jpg, pdf
ScreenshotOne.animate | Animate | url: url; scenario?: scroll; format?: mp4, gif
Urlbox.render | Render | url: url; format?: png, jpeg, pdf; full_page!?: full page; width#?: px
RandomUser.api | Random user generator | results#?: count; gender?: male or female; nat?: nationalities
FakerAPI.persons | Persons | _quantity#?: count; _gender?: male or female; _locale?: locale
FakerAPI.companies | Companies | _quantity#?: count; _locale?: locale
FakerAPI.texts | Texts | _quantity#?: count; _characters#?: length
Twitch.get_streams | Get Streams | game_id?: game; user_login?: channel; language?: language; first#?: count
Twitch.search_channels | Search Channels | query: query; live_only!?: live only
Twitch.get_top_games | Get Top Games | first#?: count
Twitch.get_clips | Get Clips | broadcaster_id?: channel; game_id?: game; started_at?: date
Twitch.get_videos | Get Videos | user_id?: channel; type?: archive, highlight, upload; period?: day, week, month
WeTransfer.create_transfer | Create a new transfer | message: message; files[]: file names and sizes
WeTransfer.finalize_transfer | Finalize a transfer | transfer_id: transfer id
File_io.upload | Upload a file | file: file; expires?: e.g. 1w; maxDownloads#?: count
Imgur.image_upload | Image Upload | image: image or video; title?: title; description?: description
Imgur.gallery_search | Gallery Search | q: query; sort?: time, viral, top; window?: day, week, month
Bluesky.searchPosts | app.bsky.feed.searchPosts | q: query; sort?: top or latest; limit#?: limit
Bluesky.getProfile | app.bsky.actor.getProfile | actor: handle or DID
Bluesky.createRecord | com.atproto.repo.createRecord | repo: handle; collection: app.bsky.feed.post; record: post text
Hacker_News.topstories | Top Stories |
Hacker_News.item | Items | id#: item id
Libraries_io.project | Project | platform: npm, pypi, maven...; name: package
Libraries_io.search | Project Search | q: query; platforms?: platforms; licenses?: licenses; sort?: stars, dependents_count
Libraries_io.project_dependents | Project Dependents | platform: platform; name: package
OSV.query | Query vulnerabilities for a particular project at a given commit or version | package: name and ecosystem; version?: version; commit?: commit hash
OSV.vulns | Get vuln by ID | id: OSV, CVE or GHSA id
npm_Registry.search | /-/v1/search | text: text; size#?: count
npm_Registry.package | Get package metadata | package: package name
PyPI.project | Get a project | project: project name
PyPI.release | Get a release | project: project name; version: version
RentCast.properties | Property Records | address?: address; city?: city; state?: state
RentCast.avm_value | Value Estimate | address: address; propertyType?: Single Family, Condo; bedrooms#?: bedrooms
RentCast.avm_rent | Rent Estimate | address: address; propertyType?: type; bedrooms#?: bedrooms
RentCast.listings_sale | Sale Listings | city?: city; state?: state; bedrooms#?: bedrooms; price?: price range
Walk_Score.score | Walk Score | address: address; lat#: lat; lon#: lon; transit!?: transit score; bike!?: bike score
PayPal.create_order | Create order | intent: CAPTURE or AUTHORIZE; purchase_units[]: amount and payee
PayPal.capture_order | Capture payment for order | id: order id
PayPal.create_draft_invoice | Create draft invoice | detail: currency and note; primary_recipients[]: billing info; items[]: items
PayPal.send_invoice | Send invoice | invoice_id: invoice id; send_to_recipient!?: e-mail the recipient
Square.CreatePaymentLink | CreatePaymentLink | quick_pay: name, price and location; description?: description
Square.CreatePayment | CreatePayment | source_id: card token; amount_money: amount and currency; idempotency_key: key
Square.RefundPayment | RefundPayment | payment_id: payment id; amount_money: amount; reason?: reason
Mollie.create_payment | Create payment | amount: currency and value; description: description; redirectUrl: url; method?: ideal, creditcard, bancontact
Mollie.create_payment_link | Create payment link | amount: currency and value; description: description; expiresAt?: date
Mollie.create_refund | Create payment refund | payment_id: payment id; amount?: amount; description?: description
"""

QUERIES = """
multi | I'm selling my old bike online: make me a shipping label for the box to Leeds and a payment link the buyer can pay 120 euros with | EasyPost.create_shipment, EasyPost.buy_shipment, Shippo.create_shipment, Shippo.create_transaction, Square.CreatePaymentLink, Mollie.create_payment_link
terse | track parcel 9261290100830000000000 | EasyPost.create_tracker, Shippo.get_tracking_status, 17TRACK.register, 17TRACK.gettrackinfo
multi | where is my parcel 1Z999AA10123456784 and email me when it moves? also is the sender's site bargain-kicks.shop safe | EasyPost.create_tracker, Shippo.get_tracking_status, 17TRACK.register, 17TRACK.gettrackinfo, VirusTotal.scan_url, VirusTotal.get_url_report, urlscan_io.scan
chatty | I'm sending a birthday present to my nephew in Toronto and I'd love to compare what the different carriers would charge before I pick one | EasyPost.create_shipment, Shippo.create_shipment
multi | I took a photo of a restaurant menu in Tokyo, pull the text out of it and tell me if the reviews I pasted below are positive or negative | OCR_space.parse_image, OCR_space.parse_imageurl, Google_Cloud_Vision.images_annotate, Azure_Computer_Vision.read, MeaningCloud.sentiment_2_1, Google_Cloud_Natural_Language.analyzeSentiment
esl | i need check the address of my customer is correct before send, 221B Baker Street London | EasyPost.create_and_verify_address
multi | transcribe my interview recording then summarise it in five sentences | AssemblyAI.submit_transcript, AssemblyAI.get_transcript, MeaningCloud.summarization_1_0
terse | OCR receipt photo to text | OCR_space.parse_image, OCR_space.parse_imageurl, Google_Cloud_Vision.images_annotate, Azure_Computer_Vision.read
multi | remote data engineer jobs, and federal government IT jobs in Denver | Remotive.remote_jobs, The_Muse.jobs, USAJOBS.search
chatty | My grandmother sent me a photo and I honestly can't tell whether it's a famous landmark or just some church in her village, can you figure out what building it is | Google_Cloud_Vision.images_annotate, Azure_Computer_Vision.analyze_image
multi | My daughter wants a golden retriever: what's the breed like, show some puppy pictures, and are there any up for adoption near Portland? | TheDogAPI.breeds_search, TheDogAPI.images_search, Petfinder.animals
esl | this review of my hotel is good or bad? "the room was ok but the staff was so rude" | MeaningCloud.sentiment_2_1, Google_Cloud_Natural_Language.analyzeSentiment
multi | what anime is airing on saturday plus find the manga Chainsaw Man | Jikan.getSchedules, Jikan.getMangaSearch, Kitsu.manga
terse | summarize article url 5 sentences | MeaningCloud.summarization_1_0
multi | Find paintings of sunflowers in the museum collections and make a color palette... no wait, just make a QR code linking to the one you pick | Art_Institute_of_Chicago.artworks_search, The_Met_Collection.search, QRCode_Monkey.qr_custom, QR_Code_Generator.create
chatty | We run a small forum and people keep posting nasty stuff at night when nobody is moderating, I want something that checks each post for harassment or hate before it goes live | Google_Cloud_Natural_Language.moderateText
multi | Any good deals on Hollow Knight right now? Also what's it rated and what platforms is it on | CheapShark.deals, CheapShark.games, RAWG.games_list, RAWG.games_read
esl | what language is this text, i think maybe is romanian: "bună ziua, ce mai faci" | MeaningCloud.lang_4_0
multi | today's chess puzzle, and how is the player Hikaru rated on chess.com | Chess_com.daily_puzzle, Lichess.apiPuzzleDaily, Chess_com.player_stats
terse | text to speech British male voice | ElevenLabs.text_to_speech, ElevenLabs.get_voices
multi | We're flying London to Madrid and back for a conference: what's the carbon footprint of that trip, and how green is the UK grid right now? | Climatiq.estimate, Carbon_Intensity_UK.intensity, Electricity_Maps.carbon_intensity_latest
chatty | I've got about two hours of lecture recordings from my statistics course and I'd really prefer reading them to listening again, can you turn the audio into text | AssemblyAI.submit_transcript, AssemblyAI.get_transcript
multi | I'm thinking of buying a used 2017 Honda Civic, the VIN is 2HGFC2F59HH512345: decode it, and grab a screenshot of the seller's ad page before it disappears | NHTSA.DecodeVinValues, ScreenshotOne.take, Urlbox.render
esl | i look work in the government of USA as a nurse, in Texas | USAJOBS.search
multi | i have headache and fever since 3 days, what it can be, and which side effect has ibuprofen | Infermedica.parse, Infermedica.diagnosis, openFDA.drug_label, openFDA.drug_event
terse | remote python developer jobs | Remotive.remote_jobs, The_Muse.jobs
multi | derivative of x^3 sin(x), then find me recent papers on physics-informed neural networks | Newton.derive, Wolfram_Alpha.short_answers, Wolfram_Alpha.full_results, arXiv.query, Semantic_Scholar.paper_search
chatty | I commute an hour each way and I've run out of things to listen to, what are the best history podcasts out there at the moment | Listen_Notes.get_best_podcasts, Podcast_Index.podcasts_trending
multi | Got a strange login from 45.133.1.20 overnight. Is that IP known for abuse, and has my work email dana@ourstudio.io shown up in any breaches? | AbuseIPDB.check, VirusTotal.get_ip_report, HaveIBeenPwned.breachedaccount
esl | search podcast episodes about climate change in german | Listen_Notes.search
multi | is the Sony WH-1000XM5 in stock at a Best Buy near 94107, and what does Walmart charge for it | Best_Buy.products, Best_Buy.products_stores, Walmart.search
terse | border collie breed info | TheDogAPI.breeds_search
multi | take a full page screenshot of our landing page and upload it somewhere I can share the link | ScreenshotOne.take, Urlbox.render, Imgur.image_upload, File_io.upload, WeTransfer.create_transfer
chatty | We lost our old cat last spring and the kids finally feel ready, is there a young cat we could adopt somewhere around Minneapolis | Petfinder.animals
multi | generate 50 fake users for our staging db plus 20 fake companies | RandomUser.api, FakerAPI.persons, FakerAPI.companies
esl | give me some photo of bengal cat, big size | TheCatAPI.images_search
multi | Who is streaming Elden Ring on Twitch right now, and is there news about the game on Steam? | Twitch.get_streams, Twitch.search_channels, Steam.GetNewsForApp
terse | anime search Spy x Family | Jikan.getAnimeSearch, Kitsu.anime
multi | I need to send a 3 GB video to my client. Then post on Bluesky that the project is delivered | WeTransfer.create_transfer, WeTransfer.finalize_transfer, File_io.upload, Bluesky.createRecord
chatty | My friends keep talking about the anime everybody's watching this season and I feel left out, what's the most popular one right now | Jikan.getTopAnime, Kitsu.trending_anime
multi | what's the latest version of the requests package on PyPI and does it have any known vulnerabilities | PyPI.project, Libraries_io.project, OSV.query
esl | when new episode of anime come out this week, which day | Jikan.getSchedules
multi | How much is 14 Elm Street, Austin TX worth, what would it rent for, and is it a walkable neighbourhood? | RentCast.avm_value, RentCast.avm_rent, Walk_Score.score
terse | Van Gogh artworks museum collection | Art_Institute_of_Chicago.artworks_search, The_Met_Collection.search
multi | invoice my client 800 dollars for the logo design and refund the 40 euro deposit I took through Mollie last week | PayPal.create_draft_invoice, PayPal.send_invoice, Mollie.create_refund
chatty | I've been getting into Zelda games lately and I'm curious which ones are the best rated overall, could you pull a list sorted by rating | RAWG.games_list
multi | Who are the directors of Monzo Bank Ltd and what has the company filed recently | Companies_House.officers, OpenCorporates.officers_search, Companies_House.filing_history
esl | where i can buy cheap game Cyberpunk 2077, what store have discount | CheapShark.deals, CheapShark.games
multi | top podcasts about true crime this week, and find me a cat gif... no, a cat picture, for the episode cover | Listen_Notes.get_best_podcasts, Podcast_Index.podcasts_trending, TheCatAPI.images_search
terse | lichess user DrNykterstein | Lichess.apiUser
multi | my car: how many miles on it, lock it please i forgot, and are there recalls for 2020 Tesla Model 3 | Smartcar.get_odometer, Smartcar.lock_unlock, NHTSA.recallsByVehicle
chatty | Every morning I do one chess puzzle with my coffee and I've already done the one on my usual app, is there another puzzle of the day somewhere | Chess_com.daily_puzzle, Lichess.apiPuzzleDaily
multi | I'm reviewing customer comments: which ones are toxic, sort them into topics like billing or shipping, and read the overall mood | Google_Cloud_Natural_Language.moderateText, Google_Cloud_Natural_Language.classifyText, Cohere.classify, MeaningCloud.sentiment_2_1, Google_Cloud_Natural_Language.analyzeSentiment
esl | how much CO2 make a flight from Paris to New York for one person | Climatiq.estimate
multi | read this text out loud in a calm voice and put the mp3 up somewhere I can share a download link | ElevenLabs.text_to_speech, File_io.upload, WeTransfer.create_transfer
terse | UK grid carbon intensity now | Carbon_Intensity_UK.intensity, Electricity_Maps.carbon_intensity_latest
multi | what jobs does Spotify have open and what are people on Bluesky saying about working there | The_Muse.jobs, Bluesky.searchPosts
chatty | I'm about to sign a contract with a British supplier and I'd feel better knowing they're a real registered company, their name is Ashford Timber Ltd | Companies_House.search_companies, OpenCorporates.companies_search
multi | hey, find podcasts like Hardcore History and list the newest episodes of it | Listen_Notes.get_podcast_recommendations, Listen_Notes.get_podcast_by_id, Podcast_Index.episodes_byfeedid
esl | who is director of company number 08804411 in UK | Companies_House.officers
multi | Siamese cat temperament. Shelters around Austin that have cats | TheCatAPI.breeds_search, Petfinder.organizations, Petfinder.animals
terse | decode VIN 1HGCM82633A004352 | NHTSA.DecodeVinValues
multi | i want watch new anime, what is trending now and what is the story of Frieren | Jikan.getTopAnime, Kitsu.trending_anime, Jikan.getAnimeSearch, Kitsu.anime
chatty | I drive a 2018 Ford Escape and my neighbour said there was a big recall on it, can you check if that's true | NHTSA.recallsByVehicle
multi | For my art history class I need a Monet water lilies painting from the Met with a picture, and a screenshot of the Art Institute's page for their Monet | The_Met_Collection.search, The_Met_Collection.object, ScreenshotOne.take, Urlbox.render
esl | i want open my car doors from far, i forget the key inside | Smartcar.lock_unlock
multi | my kid wants some cheap strategy games under 5 dollars on Steam, also show me what games I already own on my account | CheapShark.deals, Steam.GetOwnedGames
terse | ibuprofen side effects | openFDA.drug_label, openFDA.drug_event
multi | analyze this chess position rnbqkb1r/pppp1ppp/5n2/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3 and show me my chess.com stats, username petrov_k | Lichess.apiCloudEval, Chess_com.player_stats
chatty | I've had a sore throat and swollen glands for a week and I'm not sure if it's worth seeing a doctor or if it's just a cold, what do you think it could be | Infermedica.parse, Infermedica.diagnosis, Infermedica.triage
multi | what's the electricity mix in Germany right now and the carbon emissions of a 500 km car trip | Electricity_Maps.power_breakdown_latest, Climatiq.estimate
esl | i need find a dentist in Brooklyn New York, please | NPPES_NPI_Registry.search
multi | Find the company number of Greggs plc and check whether their website greggs.co.uk has been flagged by any antivirus | Companies_House.search_companies, OpenCorporates.companies_search, VirusTotal.get_domain_report
terse | derivative ln(x^2+1) | Newton.derive, Wolfram_Alpha.short_answers, Wolfram_Alpha.full_results
multi | quel modèles fait Subaru, and how much CO2 is driving one 15000 km in a year | NHTSA.GetModelsForMake, Climatiq.estimate
chatty | My son is stuck on his homework and I haven't done calculus in twenty years, he needs the integral of cos squared x | Newton.integrate, Wolfram_Alpha.short_answers, Wolfram_Alpha.full_results
multi | my son has a rash and a cough, should we go to emergency or wait? also find a pediatrician in Columbus Ohio | Infermedica.triage, NPPES_NPI_Registry.search
esl | how many kilometer is from earth to mars now | Wolfram_Alpha.short_answers, Wolfram_Alpha.full_results
multi | integrate x*e^x, factor x^2-5x+6, and plot sin(x)/x as an image | Newton.integrate, Newton.factor, Wolfram_Alpha.short_answers, Wolfram_Alpha.full_results, Wolfram_Alpha.simple
terse | papers graph neural networks drug discovery open access | Semantic_Scholar.paper_search, arXiv.query
multi | Scan this attachment invoice_2291.zip for malware and report the IP that sent it, 185.220.101.4, as a phishing source | VirusTotal.upload_file, AbuseIPDB.report
chatty | I got an email from "PayPal" asking me to confirm my account through a link and something feels off, can you check whether https://paypa1-secure.com/login is dangerous | VirusTotal.scan_url, VirusTotal.get_url_report, urlscan_io.scan
multi | what is this barcode 0885909950805 and where is it cheaper, walmart or best buy | UPCitemdb.lookup, Walmart.search, Best_Buy.products
esl | my email was hacked? check if leak, it is marco.b@gmail.com | HaveIBeenPwned.breachedaccount
multi | I want a short scrolling video of our new website for Instagram, and a QR code in our brand green that opens it | ScreenshotOne.animate, QRCode_Monkey.qr_custom, QR_Code_Generator.create
terse | IP reputation 103.75.201.2 | AbuseIPDB.check, VirusTotal.get_ip_report
multi | need placeholder lorem text, 10 paragraphs, and 5 random profiles with photos for the mockup | FakerAPI.texts, RandomUser.api, FakerAPI.persons
chatty | Our shop's server keeps getting hammered by login attempts from one address and I want to warn other admins about it, the IP is 91.240.118.172 | AbuseIPDB.report
multi | best Apex Legends clips this week on twitch, and what is the game rated | Twitch.get_clips, RAWG.games_list, RAWG.games_read
esl | this exe file my friend send me, it have virus? | VirusTotal.upload_file
multi | Upload my cosplay photo to Imgur and then share it on Bluesky with the link | Imgur.image_upload, Bluesky.createRecord
terse | 65 inch OLED TV under 1500 | Best_Buy.products, Walmart.search
multi | I want to build a date picker: search npm for a lightweight one and tell me how many projects depend on react-datepicker | npm_Registry.search, Libraries_io.search, Libraries_io.project_dependents
chatty | I'm standing in a shop looking at a blender and I want to know exactly what it is before I buy it, the barcode says 0048894035563 | UPCitemdb.lookup
multi | houses for sale in Boise with 3 bedrooms and how walkable is 220 Oak Ave Boise | RentCast.listings_sale, Walk_Score.score
esl | is the nintendo switch in the Best Buy store near me, zip 60614 | Best_Buy.products, Best_Buy.products_stores
multi | A customer wants a refund on a 60 dollar card payment I took with Square, and I also need a new payment link for the replacement order | Square.RefundPayment, Square.CreatePaymentLink, Mollie.create_payment_link
terse | QR code for https://myband.example/tickets with logo | QRCode_Monkey.qr_custom, QR_Code_Generator.create
multi | I'm a journalist: look up the company "Northwind Holdings" in every registry and find any people called Jane Whitcombe who are officers somewhere | OpenCorporates.companies_search, Companies_House.search_companies, OpenCorporates.officers_search
chatty | Our marketing lead wants an image of the whole homepage, top to bottom, for a slide tomorrow, could you capture it | ScreenshotOne.take, Urlbox.render
multi | trending podcasts in spanish, y cuál es el último episodio de "Nadie Sabe Nada" | Podcast_Index.podcasts_trending, Listen_Notes.get_best_podcasts, Listen_Notes.search, Podcast_Index.search_byterm, Listen_Notes.get_podcast_by_id, Podcast_Index.episodes_byfeedid
esl | i need 100 fake person with name and email for test my app | RandomUser.api, FakerAPI.persons
multi | my EV battery level? and how clean is the California grid right now, should I charge now or later | Smartcar.get_battery, Electricity_Maps.carbon_intensity_latest
terse | twitch live streams Minecraft | Twitch.get_streams
multi | Turn this product description into embeddings for our search index and flag which of these reviews are abusive | Cohere.embed, Google_Cloud_Natural_Language.moderateText
chatty | A streamer I follow said his old broadcast from last week is still up, can I find his past videos, his channel id is 141981764 | Twitch.get_videos
multi | Extract the people and companies mentioned in this news story, and which language is the second paragraph in, I think Catalan | MeaningCloud.topics_2_0, Google_Cloud_Natural_Language.analyzeEntities, MeaningCloud.lang_4_0
esl | how i send big file 5 gb to my friend in other country | WeTransfer.create_transfer, WeTransfer.finalize_transfer, File_io.upload
multi | I have a scanned 40-page contract as a PDF; get the text out and give me a summary of the main points | Google_Cloud_Vision.files_asyncBatchAnnotate, OCR_space.parse_image, Azure_Computer_Vision.read, MeaningCloud.summarization_1_0
terse | hacker news top stories | Hacker_News.topstories
multi | what's in this photo, describe it in a sentence, and give me a 200x200 thumbnail of it | Azure_Computer_Vision.describe_image, Azure_Computer_Vision.analyze_image, Google_Cloud_Vision.images_annotate, Azure_Computer_Vision.generate_thumbnail
chatty | I want to see what people on Bluesky are saying about the new Nintendo console, could you pull the most popular posts | Bluesky.searchPosts
multi | Looking for entry-level marketing jobs in Chicago, and I'd also take remote ones | The_Muse.jobs, Remotive.remote_jobs
esl | this python library django, which version is the last one | PyPI.project, Libraries_io.project
multi | show me pictures of Shiba Inu dogs, and of Maine Coon cats | TheDogAPI.images_search, TheCatAPI.images_search
terse | vulnerabilities log4j-core 2.14.1 | OSV.query
multi | find the anime from One Piece on MyAnimeList, give its score, and the newest One Piece manga volumes | Jikan.getAnimeSearch, Jikan.getAnimeById, Jikan.getMangaSearch, Kitsu.manga
chatty | I'm looking at a one-bed in Chicago and the landlord wants 2,400 a month, I want to know if that's fair for 1550 N Dearborn Pkwy | RentCast.avm_rent
multi | what Japanese woodblock prints are on view at the Met right now, and does the Art Institute of Chicago have Hokusai's Great Wave | The_Met_Collection.search, Art_Institute_of_Chicago.artworks_search
esl | how much cost my house, 18 Maple Road Columbus Ohio, if i sell | RentCast.avm_value
multi | My Steam friend 76561197960435530, what is his profile, and is he live on Twitch right now? his channel is gabe_plays | Steam.GetPlayerSummaries, Twitch.get_streams, Twitch.search_channels
terse | payment link 49 EUR workshop ticket | Mollie.create_payment_link, Square.CreatePaymentLink
multi | set a price alert for when Stardew Valley drops under 7 dollars, and tell me the upcoming games of 2027 worth waiting for | CheapShark.alerts, RAWG.games_list
chatty | A client finally agreed on the price for the website, could you draw up an invoice for 2,000 dollars and email it to them | PayPal.create_draft_invoice, PayPal.send_invoice
multi | how dirty is the electricity at my postcode BS1 right now, and how many kilograms of CO2 is heating my flat for a year with gas | Carbon_Intensity_UK.regional_postcode, Electricity_Maps.carbon_intensity_latest, Climatiq.estimate, Climatiq.search
multi | Was there a recall on romaine lettuce lately? Find me an endocrinologist in Tucson | openFDA.food_enforcement, NPPES_NPI_Registry.search
multi | Newest papers by Yann LeCun and papers similar to "Attention Is All You Need" | Semantic_Scholar.author_search, arXiv.query, Semantic_Scholar.recommendations
multi | check if my password has been leaked before, and whether the domain adobe-login-help.com is flagged as malicious | HaveIBeenPwned.pwnedpasswords_range, VirusTotal.get_domain_report
multi | is this link from my bank email real? http://secure-login-chase.co/verify. And who else has scanned it | urlscan_io.scan, urlscan_io.search, VirusTotal.scan_url, VirusTotal.get_url_report
multi | What's trending on Walmart today, and find a cheap air fryer at Best Buy | Walmart.trends, Best_Buy.products
multi | make the wifi password into a QR code for the guests, then generate a welcome card PDF from our page party.example.com | QRCode_Monkey.qr_custom, QR_Code_Generator.create, ScreenshotOne.take, Urlbox.render
multi | I'm organizing a charity raffle: send a 25 euro payment link to each participant and make a poster QR that links to the raffle page | Mollie.create_payment_link, Square.CreatePaymentLink, QRCode_Monkey.qr_custom, QR_Code_Generator.create
multi | Give me the top Hacker News stories and search Bluesky for what people say about the first one | Hacker_News.topstories, Hacker_News.item, Bluesky.searchPosts
multi | look up the npm package lodash, and the vulnerability GHSA-jf85-cpcp-j695 details | npm_Registry.package, Libraries_io.project, OSV.vulns
multi | I'm moving to Seattle with a dog. Find a 2-bed place for sale in Ballard, check the walk score of the street, and which shelters there have dogs to adopt | RentCast.listings_sale, Walk_Score.score, Petfinder.organizations, Petfinder.animals
multi | i sold a guitar, make label for the box from Lyon to Berlin, and then track it after | EasyPost.create_shipment, EasyPost.buy_shipment, Shippo.create_shipment, Shippo.create_transaction, EasyPost.create_tracker, Shippo.get_tracking_status, 17TRACK.register, 17TRACK.gettrackinfo
multi | stop tracking LP00423871234 on 17track and check the status of RR123456785CN | 17TRACK.stoptrack, EasyPost.create_tracker, Shippo.get_tracking_status, 17TRACK.register, 17TRACK.gettrackinfo
multi | Write the screenshot's text in a file... I mean, read the words from this screenshot image URL and tell me which topics it covers | OCR_space.parse_imageurl, Google_Cloud_Vision.images_annotate, Azure_Computer_Vision.read, MeaningCloud.topics_2_0, Google_Cloud_Natural_Language.classifyText
multi | Ask the AI: what are three names for a bakery? Then say the best one out loud | Cohere.chat, ElevenLabs.text_to_speech
multi | I recorded a team meeting. I need the transcript with who said what. I also want the action items pulled out of it and read aloud for my commute | AssemblyAI.submit_transcript, AssemblyAI.get_transcript, AssemblyAI.lemur_task, ElevenLabs.text_to_speech
multi | old federal job ads from NASA last year, and remote aerospace engineering jobs at private companies | USAJOBS.historicjoa, Remotive.remote_jobs, The_Muse.jobs
multi | a podcast about learning Japanese + the anime of the season to practice listening | Listen_Notes.search, Podcast_Index.search_byterm, Jikan.getTopAnime, Jikan.getSchedules, Kitsu.trending_anime
multi | I photographed a bird at the lake, what kind is it? And search the image galleries for more photos of it | Google_Cloud_Vision.images_annotate, Azure_Computer_Vision.analyze_image, Imgur.gallery_search
multi | find the Chicago art museum's Nighthawks painting and a hi-res picture of the object page as PDF | Art_Institute_of_Chicago.artworks_search, Art_Institute_of_Chicago.artworks_id, ScreenshotOne.take, Urlbox.render
multi | list all the video game platforms you know, plus what's the most popular game on Twitch now | RAWG.platforms_list, Twitch.get_top_games
multi | chess.com profile of MagnusCarlsen and the lichess puzzle of the day | Chess_com.player_profile, Lichess.apiPuzzleDaily
multi | decode VIN KNDJ23AU5N7123456 and read the odometer of my connected Kia | NHTSA.DecodeVinValues, Smartcar.get_odometer
multi | what is drug label warning for warfarin, plus find cardiologist in Miami FL | openFDA.drug_label, NPPES_NPI_Registry.search
multi | simplify (x^2-1)/(x-1) and what's the population of Lagos | Newton.simplify, Wolfram_Alpha.short_answers, Wolfram_Alpha.full_results
multi | Details of the paper with DOI 10.1038/nature14539 and give me the arXiv listings in cs.CL from this week | Semantic_Scholar.paper_details, arXiv.query
multi | list the most reported malicious IPs this week so I can block them, and check our domain ourshop.de reputation | AbuseIPDB.blacklist, VirusTotal.get_domain_report
multi | who is the Bluesky user jay.bsky.team and what's the top story on Hacker News | Bluesky.getProfile, Hacker_News.topstories
multi | what's in a Walmart item 123456789, the Best Buy categories for TVs, and the product name for UPC 194252721131 | Walmart.product_lookup, Best_Buy.categories, UPCitemdb.lookup
multi | show property records for 500 Pine St San Francisco and save a screenshot of its listing page before it gets taken down | RentCast.properties, ScreenshotOne.take, Urlbox.render
multi | take 40 dollars by card from the customer token cnon:card-nonce-ok with Square and then send my PayPal invoice INV2-XXXX to them | Square.CreatePayment, PayPal.send_invoice
multi | check out a customer's 300 dollar order with PayPal, capture the payment once approved, then buy the shipping label for it | PayPal.create_order, PayPal.capture_order, EasyPost.create_shipment, EasyPost.buy_shipment, Shippo.create_shipment, Shippo.create_transaction
multi | add iDEAL payment of 15 euro for my Dutch customer, and refund 60 dollar of the card payment I took on Square yesterday | Mollie.create_payment, Square.RefundPayment
"""


def bazaar_catalog() -> list[dict[str, Any]]:
    return [_tool(line) for line in TOOLS.strip().splitlines()]


def bazaar_queries(split: str | None) -> list[tuple[str, str, list[str]]]:
    """(style, request, relevant names); `split` "dev" = even lines of each style, else odd."""
    return split_rows(request_rows(QUERIES), split)
