# ruff: noqa: E501  (data: one tool or request per line)
"""A second, independent evaluation set in the style of public tool-retrieval benchmarks.

Written before any tuning against it, and in a different voice from `catalog_real`:

- **API-hub tools** (ToolBench-like): many small third-party APIs, each written by a different
  author: terse or marketing descriptions, odd names (`realtime_weather_api`, `GetStockQuote`,
  `v1_convert`), empty or missing descriptions, parameters with one-word descriptions.
- **Plugins** (plugin-store style): one tool per plugin, named like a product (`TripPlannerPro`), with
  no namespace and no parameters; the description says everything.

Requests come in four styles: `terse` (API-like keywords), `chatty` (long, with context),
`esl` (non-native phrasing) and `multi` (several needs in one request, as in multi-tool benchmarks). Even lines of each style are the
development half, odd lines the held-out half.

    tool line:    name | description | param: description; param?: description
    request line: style | request | relevant, names
"""

from __future__ import annotations

from typing import Any

from catalog_real import _parameter

API_HUB = """
weatherapi_com.realtime_weather_api | Current weather or realtime weather API method allows a user to get up to date current weather information in json and xml. | q: Query parameter based on which data is sent back. It could be city name, lat/long, US zip
weatherapi_com.forecast_weather_api | Forecast weather API method returns, depending upon your price plan level, upto next 14 day weather forecast and weather alert as json or xml. | q: city or coordinates; days#: Number of days of weather forecast. Value ranges from 1 to 14
weatherapi_com.history_weather_api | History weather API method returns historical weather for a date on or after 1st Jan, 2010 as json. | q: location; dt: Date on or after 1st Jan 2010 in yyyy-MM-dd format
weatherapi_com.astronomy_api | Astronomy API method allows a user to get up to date information for sunrise, sunset, moonrise, moonset, moon phase and illumination in json. | q: location; dt?: date
open_weather13.city_weather | Gives you weather of any city | city: city name; lang?: language
air_quality_api.current_air_quality | Retrieves current air quality conditions for a given location (AQI, PM2.5, ozone). | lat: latitude; lon: longitude
alpha_vantage.time_series_daily | This API returns raw (as-traded) daily time series (date, daily open, daily high, daily low, daily close, daily volume) of the global equity specified. | symbol: The name of the equity; outputsize?: compact or full
alpha_vantage.global_quote | A lightweight alternative to the time series APIs, this service returns the latest price and volume information for a ticker of your choice. | symbol: ticker
alpha_vantage.company_overview | Returns the company information, financial ratios, and other key metrics for the equity specified. | symbol: ticker
yh_finance.market_get_movers | Get the top gainers, losers and most actives in the market | region?: US|BR|AU|CA|FR|DE|HK|IN|IT|ES|GB|SG
yh_finance.news_list | List latest financial news by category | category?: generalnews or ticker symbols
coinranking.get_coin_price | Find the price of a specific coin at a specific time. | uuid: Coin UUID; timestamp?: unix time
coinranking.get_coins | Get a list of coins with their market cap, price, volume and 24h change, ranked. | limit#?: results; orderBy?: marketCap, price, 24hVolume, change
binance_p2p.search_advertisers | search p2p merchants | asset: USDT, BTC; fiat: currency; tradeType: BUY or SELL
currency_exchange.exchange | Get Currency Exchange by specifying the quotes of source (from) and destination (to), and optionally the source amount to calculate which to get the destination amount, by default the source amount will be 1. | from: Source Quote; to: Destination Quote; q?: Source Amount
currency_exchange.listquotes | List the available quotes in JSON Array this API support, all the available quotes can be used in source and destination quote. |
exchangerate_api.latest_rates | Latest exchange rates for a base currency | base: base currency code
api_football.fixtures | Get fixtures (matches) by date, league, team or live. | date?: YYYY-MM-DD; league#?: league id; team#?: team id; live?: all
api_football.standings | Get the standings (league table) for a league and season. | league#: league id; season#: year
api_football.players_topscorers | Get the 20 best players of a league or cup by goals scored. | league#: league id; season#: year
api_nba.get_games | Get NBA games and final scores for a date or season. | date?: date; season?: season
formula_1_fixed.race_results | Results of a Grand Prix: finishing positions, times, points. | year#: season; round#: round number
moviesdatabase.titles_search_title | Search titles by (part of) the title. | title: search text; exact!?: exact match
moviesdatabase.titles_x_upcoming | Upcoming movie titles, release dates in the future. | genre?: genre
imdb8.title_get_reviews | Get user reviews related to a movie or tv series | tconst: id of the title
streaming_availability.search_by_title | Which streaming services (Netflix, Prime, Disney+...) have a show or movie in a country. | title: show title; country: 2-letter country
deezer.search | Search for artists, albums, tracks on Deezer | q: search query
shazam.songs_detect | Detect and recognize a song from a short audio snippet (raw sound data, base64). | data: base64 encoded raw sound
genius_song_lyrics.song_lyrics | Get lyrics of a song | id: song id
billboard_api.hot_100 | Get the Billboard HOT 100 chart for a week | date?: week date
tasty.recipes_list | List recipes by ingredient, name, tags | q?: name or ingredient; tags?: e.g. under_30_minutes
edamam_nutrition_analysis.api_nutrition_data | Returns the nutritional analysis (calories, fat, protein, vitamins) of an ingredient line. | ingr: e.g. "1 large apple"
the_cocktail_db.search_by_ingredient | Cocktails that you can make with an ingredient | i: ingredient
newsapi.top_headlines | Live top and breaking news headlines for a country, category or source. | country?: 2-letter code; category?: business, sports, technology...
newsapi.everything | Search through millions of articles from over 80,000 large and small news sources and blogs. | q: keywords; from?: oldest date; sortBy?: relevancy, popularity, publishedAt
google_translate.translate | Translate text from one language to another | q: text; target: target language; source?: source language
google_translate.detect | detect language of text | q: text
text_to_speech_api.speak | Converts text into spoken audio (mp3) with natural voices | text: text; voice?: voice name
dictionary_by_api_ninjas.v1_dictionary | Look up the definition of any English word | word: word to look up
words_api.synonyms | synonyms | word: word
urban_dictionary.define | Slang meanings from Urban Dictionary | term: term
email_verifier.verify_email | Check if an email address is valid, deliverable and not disposable before you send to it. | email: address
ip_geolocation.ip_lookup | Get geographic location, city, ISP and timezone of an IP address. | ip: IPv4 or IPv6
whois_lookup.whois | WHOIS record of a domain: registrar, creation and expiry date, owner contact. | domain: domain name
ssl_checker.check | Check the SSL certificate of a website and when it expires | domain: domain
qr_code_generator.generate | Generate QR code image for text or URL | data: content; size?: pixels
url_shortener.shorten | Shorten long links | url: long url
screenshot_api.take | Capture a full page screenshot of a web page | url: page url; width#?: viewport width
skyscanner.search_flights | Search one-way or round-trip flights between two airports with prices. | origin: IATA code; destination: IATA code; date: departure date; returnDate?: return date
aerodatabox.flight_status | Get status of a flight by number: departure, arrival, delays, gate | number: flight number e.g. LH400; date?: date
booking_com.search_hotels | Search hotels by destination and dates with price and rating | dest_id: destination; checkin: date; checkout: date; adults#: guests
tripadvisor.restaurants_search | Restaurants near a location with reviews and ratings | location_id: location; cuisine?: cuisine
worldtime.timezone | Current local time and UTC offset for a timezone or city | area: Region/City
public_holiday.public_holidays | Public holidays of a country for a year | year#: year; countryCode: ISO country code
distance_calculator.distance | Distance between two places in km and miles, driving time | from: origin address; to: destination address
zillow.property_search | Homes for sale or rent by location, price range and bedrooms | location: city or zip; status_type?: ForSale or ForRent; maxPrice#?: price limit
car_data.cars | Search car models by make, model, year, fuel type; returns specs and mpg | make?: manufacturer; model?: model; year#?: year
vin_decoder.decode | Decode a VIN into make, model, year and engine | vin: 17-char VIN
jsearch.search | Search for jobs posted on LinkedIn, Indeed, Glassdoor and others in one place. | query: job title and location; remote_jobs_only!?: remote
linkedin_profile_data.get_profile | Get someone's LinkedIn profile: experience, education, skills | linkedin_url: profile URL
tiktok_scraper.user_posts | Get posts (videos) of a TikTok user | unique_id: username; count#?: number
instagram_scraper.followers | Followers list of an Instagram account | username: username
twitter_api.search_tweets | search tweets | query: query; count#?: count
amazon_data.product_search | Search for products on Amazon with price, rating and image | query: keywords; country?: marketplace
amazon_data.product_reviews | Get customer reviews of an Amazon product | asin: product ASIN
price_tracker.price_history | Historical price chart of a product to find the best time to buy | product_url: url
sms_sender.send | Send a text message to a mobile number worldwide | to: phone number; text: message
mailjet.send_email | Send transactional emails | to: recipient; subject: subject; html: body
open_ai_image.generate_image | Create an image from a text prompt | prompt: description of the image; size?: 256x256, 512x512
background_removal.remove_background | Remove the background from a photo, returns a transparent PNG | image_url: image
ocr_space.parse_image | Extract text from an image or scanned PDF (OCR) | url: file url; language?: language
sentiment_analysis.analyze | Determine if text is positive, negative or neutral | text: text
text_summarizer.summarize | Summarize a long article or text into a few sentences | text: text; sentences#?: length
plagiarism_checker.check | Check text for plagiarism against the web | text: text
pdf_converter.docx_to_pdf | Convert a Word document to PDF | file_url: docx url
youtube_v3.search | Search YouTube videos, channels and playlists | q: query; type?: video, channel, playlist
youtube_transcript.get_transcript | get the captions (transcript) of a youtube video | video_id: id
covid_19_statistics.reports | COVID-19 cases, deaths and recoveries by country and date | iso?: country code; date?: date
numbers_api.random_fact | Get a random trivia fact about a number, date or year | type: trivia, math, date, year
jokeapi.get_joke | Get a random joke; filter by category (programming, pun, dark) and blacklist flags | category?: category
quotes_api.random_quote | random inspirational quote | category?: topic
horoscope_astrology.daily | Daily horoscope for a zodiac sign | sign: aries ... pisces; day?: today, tomorrow
randomuser.generate | Generate random fake user data (name, address, email, photo) for testing | results#?: number; nationality?: nat
password_generator.generate | generate strong password | length#?: length
lottery_results.powerball_latest | Latest Powerball winning numbers and jackpot |
nasa_apod.picture_of_the_day | NASA astronomy picture of the day with explanation | date?: date
open_library.search_books | Search books by title, author or ISBN | q: query
free_to_play_games.games_list | List free-to-play PC and browser games by platform and category | platform?: pc, browser; category?: shooter, mmorpg...
steam_store.app_details | Price, description, reviews and requirements of a Steam game | appid#: Steam app id
pokeapi.pokemon | Stats, types and abilities of a Pokemon | name: pokemon name
nutritionix.exercise | Estimate calories burned for a described exercise ("ran 3 miles") | query: natural language exercise
us_zip_code.lookup | City, state and county for a US ZIP code | zip: zip code
address_validation.validate | Validate and standardize a postal address | address: full address
gas_prices.state_prices | Average gasoline and diesel prices by US state | state: state code
electricity_maps.carbon_intensity | Carbon intensity of the electricity grid in a zone right now | zone: zone code
bible_api.verse | Get a Bible verse or passage by reference | passage: e.g. John 3:16
calendarific.holidays | | country: country; year#: year
fake_store.get_products | get all products |
fake_store.add_cart | | userId#: user; products[]: items
"""

PLUGINS = """
TripPlannerPro | Plan complete itineraries for your trips: day-by-day schedule of sights, activities and travel times for any destination.
FlightFinder | Find the cheapest flights and compare airlines for your travel dates.
StayScout | Discover and book hotels, hostels and vacation rentals at the best price.
DineOutGuide | Find restaurants near you, read reviews and reserve a table.
RecipeGenie | Get recipe ideas from the ingredients you already have in your fridge, with step-by-step cooking instructions.
NutriCoach | Track your meals and get personalised diet and nutrition advice to reach your weight goals.
FitTrack | Create workout plans and log your exercises and progress.
MedInfo | Reliable information about symptoms, diseases, medications and their side effects.
MindfulMoments | Guided meditations and breathing exercises to reduce stress and sleep better.
StockSense | Real-time stock quotes, charts and analyst ratings for publicly traded companies.
CryptoPulse | Live cryptocurrency prices, market caps and portfolio tracking.
BudgetBuddy | Track your spending, categorise expenses and build a monthly budget.
TaxHelper | Answers questions about income tax, deductions and filing deadlines.
JobHunter | Search job openings and get tips to improve your resume and cover letter.
CourseCompass | Find online courses and tutorials from top universities to learn new skills.
LanguageTutor | Practise a foreign language with conversation exercises, vocabulary and grammar corrections.
MathSolver | Solves math problems step by step: algebra, calculus, equations and word problems.
CodeHelper | Explains, debugs and writes code snippets in many programming languages.
PaperFinder | Search scientific papers and academic articles, with citations and abstracts.
NewsDigest | Personalised summaries of today's top news stories.
SportsCentral | Live scores, fixtures, results and league tables for football, basketball, tennis and more.
MovieMate | Movie and TV show recommendations based on your taste, plus ratings and where to watch.
MusicMood | Create playlists for any mood or activity and discover new artists.
BookWorm | Book recommendations, summaries and reviews.
GameGuru | Video game reviews, walkthroughs, tips and release dates.
PetPal | Advice on pet care, training, food and health for dogs, cats and other pets.
GardenGuide | Tips for growing plants, vegetables and flowers; identify plant diseases.
HomeFixIt | DIY home repair guides and how to find local handymen.
RealEstateRadar | Search homes for sale or rent and estimate property values.
CarCompare | Compare car models, prices, specs and fuel economy; find dealers.
ShopSmart | Compare product prices across online stores and find coupons and deals.
GiftIdeas | Suggests gift ideas for any person, occasion and budget.
EventFinder | Discover concerts, festivals, shows and local events and buy tickets.
WeatherWise | Current weather conditions and forecasts for any location.
TranslateNow | Translate text and phrases between more than 100 languages.
LegalAdvisor | Plain-language explanations of legal questions, contracts and tenant rights.
ResumeBuilder | Create a professional resume or CV from your experience in minutes.
MeetingScheduler | Find a time that works for everyone and send calendar invitations.
EmailWriter | Drafts professional emails and replies in the right tone.
SlideMaker | Turns an outline or document into a presentation deck.
ImageCreator | Generates images and illustrations from text descriptions.
PhotoEditor | Edit photos: crop, filters, remove objects and backgrounds.
DocSummarizer | Upload a PDF or document and get a concise summary and answers about it.
WebSearch | Search the web for up-to-date information on any topic.
UnitConverter | Convert units of measurement, currencies and time zones.
Calculator | Perform arithmetic and scientific calculations.
CharityConnect | Find charities and volunteering opportunities for causes you care about.
ParentingPal | Advice for parents on child development, sleep, activities and education.
DatingCoach | Tips for dating profiles, first dates and relationships.
AstrologyDaily | Your daily horoscope and zodiac compatibility.
"""

QUERIES = """
terse | current weather London | weatherapi_com.realtime_weather_api, open_weather13.city_weather, WeatherWise
terse | 7 day forecast Chicago | weatherapi_com.forecast_weather_api, WeatherWise
terse | weather on 2015-03-02 in Boston | weatherapi_com.history_weather_api
terse | sunrise sunset times Oslo | weatherapi_com.astronomy_api
terse | AQI Beijing | air_quality_api.current_air_quality
terse | AAPL daily prices | alpha_vantage.time_series_daily
terse | TSLA stock price | alpha_vantage.global_quote, StockSense
terse | MSFT market cap and PE ratio | alpha_vantage.company_overview
terse | top gainers today | yh_finance.market_get_movers
terse | bitcoin price | coinranking.get_coin_price, CryptoPulse, coinranking.get_coins
terse | convert 100 USD to JPY | currency_exchange.exchange, exchangerate_api.latest_rates, UnitConverter
terse | EUR exchange rates | exchangerate_api.latest_rates, currency_exchange.exchange
terse | premier league table 2023 | api_football.standings, SportsCentral
terse | top scorers la liga | api_football.players_topscorers
terse | NBA scores last night | api_nba.get_games, SportsCentral
terse | monaco grand prix results | formula_1_fixed.race_results
terse | upcoming movies | moviesdatabase.titles_x_upcoming
terse | where to stream Breaking Bad | streaming_availability.search_by_title, MovieMate
terse | song lyrics | genius_song_lyrics.song_lyrics
terse | billboard hot 100 | billboard_api.hot_100
terse | calories in 2 eggs | edamam_nutrition_analysis.api_nutrition_data
terse | cocktails with gin | the_cocktail_db.search_by_ingredient
terse | breaking news headlines US | newsapi.top_headlines, NewsDigest
terse | translate to Spanish | google_translate.translate, TranslateNow
terse | detect language | google_translate.detect
terse | text to speech mp3 | text_to_speech_api.speak
terse | define serendipity | dictionary_by_api_ninjas.v1_dictionary
terse | synonyms for happy | words_api.synonyms
terse | validate email address | email_verifier.verify_email
terse | geolocate IP 8.8.8.8 | ip_geolocation.ip_lookup
terse | domain expiry date example.com | whois_lookup.whois, ssl_checker.check
terse | make QR code | qr_code_generator.generate
terse | shorten url | url_shortener.shorten
terse | website screenshot | screenshot_api.take
terse | flights JFK to LAX June 3 | skyscanner.search_flights, FlightFinder
terse | flight status BA283 | aerodatabox.flight_status
terse | hotels in Rome 2 adults | booking_com.search_hotels, StayScout
terse | time in Tokyo | worldtime.timezone
terse | german public holidays 2025 | public_holiday.public_holidays, calendarific.holidays
terse | driving distance Paris Lyon | distance_calculator.distance
terse | apartments for rent Austin under 2000 | zillow.property_search, RealEstateRadar
terse | decode VIN 1HGCM82633A004352 | vin_decoder.decode
terse | remote python developer jobs | jsearch.search, JobHunter
terse | tiktok videos of a user | tiktok_scraper.user_posts
terse | amazon wireless earbuds | amazon_data.product_search, ShopSmart
terse | product reviews ASIN B08N5WRWNW | amazon_data.product_reviews
terse | send sms | sms_sender.send
terse | text to image | open_ai_image.generate_image, ImageCreator
terse | remove image background | background_removal.remove_background, PhotoEditor
terse | OCR scanned pdf | ocr_space.parse_image
terse | sentiment of review text | sentiment_analysis.analyze
terse | summarize article | text_summarizer.summarize, DocSummarizer
terse | docx to pdf | pdf_converter.docx_to_pdf
terse | youtube video captions | youtube_transcript.get_transcript
terse | covid cases Italy | covid_19_statistics.reports
terse | programming joke | jokeapi.get_joke
terse | fake user data for testing | randomuser.generate
terse | random password 16 chars | password_generator.generate
terse | powerball numbers | lottery_results.powerball_latest
terse | pikachu stats | pokeapi.pokemon
terse | ZIP 90210 city | us_zip_code.lookup
terse | diesel price california | gas_prices.state_prices
terse | John 3:16 | bible_api.verse
terse | step by step integral | MathSolver
terse | debug python error | CodeHelper
chatty | I'm heading out for a run in about twenty minutes and I'd like to know how hot and humid it is outside in Miami at the moment. | weatherapi_com.realtime_weather_api, open_weather13.city_weather, WeatherWise
chatty | We're planning a family barbecue this Saturday in Atlanta and I'm worried about rain, can you check what the next few days look like? | weatherapi_com.forecast_weather_api, WeatherWise
chatty | My grandmother says it snowed on her wedding day, 12 June 2012, in Denver. Can you check what the weather really was that day? | weatherapi_com.history_weather_api
chatty | I want to photograph the full moon next week from the beach, so I need to know the moon phase and when the moon rises. | weatherapi_com.astronomy_api
chatty | My kid has asthma and I'm not sure if it's safe for him to play outside today, how bad is the pollution where we live? | air_quality_api.current_air_quality
chatty | I'm writing a report on Nvidia's performance and need its share price history for every trading day of the last few months. | alpha_vantage.time_series_daily
chatty | I'm thinking about investing in Coca-Cola, could you pull up what the company does, its dividend yield and other key financial figures? | alpha_vantage.company_overview, StockSense
chatty | Which stocks jumped the most today? I saw the market was crazy and I'd like to see the biggest winners and losers. | yh_finance.market_get_movers
chatty | I have some savings and I'm curious about crypto; show me the biggest coins ranked by market value with their price changes today. | coinranking.get_coins, CryptoPulse
chatty | I'm travelling to Japan next month and want to know how many yen I'll get for 500 dollars. | currency_exchange.exchange, exchangerate_api.latest_rates, UnitConverter
chatty | My friends and I are planning to watch football this weekend, which matches are being played on Saturday in the Premier League? | api_football.fixtures, SportsCentral
chatty | Me and my buddy argued about who has scored more goals in Serie A this season, can you settle it? | api_football.players_topscorers
chatty | I missed the Lakers game last night because of work, did they win and what was the final score? | api_nba.get_games, SportsCentral
chatty | I'm looking for a movie for date night that I vaguely remember has "sunshine" in its title, can you search for it? | moviesdatabase.titles_search_title
chatty | Before I buy tickets for the new Dune film I'd like to read what regular viewers thought about it. | imdb8.title_get_reviews, MovieMate
chatty | There's a song playing in the café right now and I really like it, I recorded a few seconds on my phone, can you tell me what it is? | shazam.songs_detect
chatty | I'd love to cook something with the chicken and spinach that's in my fridge, any ideas for dinner in under 30 minutes? | tasty.recipes_list, RecipeGenie
chatty | I just had a big bowl of oatmeal with banana and honey and I'm trying to count my calories, how much was that? | edamam_nutrition_analysis.api_nutrition_data, NutriCoach
chatty | I'm hosting a party and only have a bottle of rum and some limes, what drinks could I mix? | the_cocktail_db.search_by_ingredient
chatty | I've been off the grid on a hiking trip for a week, what's been happening in the world in tech news? | newsapi.top_headlines, NewsDigest, newsapi.everything
chatty | I'm doing research on electric vehicle batteries and I need all the articles published about solid-state batteries in the last month. | newsapi.everything
chatty | My new colleague sent me a message in a language I don't recognize, could you figure out which language it is and then translate it into English for me? | google_translate.detect, google_translate.translate, TranslateNow
chatty | My teenager keeps saying things are "bussin" and I have no idea what that means, can you look it up? | urban_dictionary.define
chatty | Before I launch our newsletter I'd like to clean up the mailing list and make sure none of these addresses will bounce. | email_verifier.verify_email
chatty | Someone keeps trying to log into my server from a strange address, I want to know what country and provider that IP comes from. | ip_geolocation.ip_lookup
chatty | I want to buy a domain name that somebody already owns, how can I find out who registered it and when it expires? | whois_lookup.whois
chatty | Our website is showing security warnings to visitors, I suspect the HTTPS certificate has expired, can you check? | ssl_checker.check
chatty | I'm printing flyers for our bake sale and want people to be able to scan something with their phones to open our website. | qr_code_generator.generate
chatty | My parents are flying in from Frankfurt on LH400 today and I need to know whether it's delayed before I drive to the airport. | aerodatabox.flight_status
chatty | We're visiting Barcelona from the 10th to the 14th of August, two adults and a kid, and need somewhere nice to stay near the beach. | booking_com.search_hotels, StayScout
chatty | I need to call my client in Sydney but I don't want to wake them up, what time is it over there right now? | worldtime.timezone, UnitConverter
chatty | I'm planning my vacation days for next year and need to know which days are bank holidays in France so I can make long weekends. | public_holiday.public_holidays, calendarific.holidays
chatty | We're relocating to Seattle for my wife's job and are looking for a three-bedroom house to buy under 900k. | zillow.property_search, RealEstateRadar
chatty | I'm considering buying a used 2018 Honda Civic and want to know its fuel economy and engine specs. | car_data.cars, CarCompare
chatty | I just graduated in data science and I'm looking for entry-level positions in Berlin, can you find openings? | jsearch.search, JobHunter
chatty | I'm hiring for a senior designer and a candidate sent me their LinkedIn link, can you pull their work history and education? | linkedin_profile_data.get_profile
chatty | I want to see what people on Twitter are saying about the new iPhone launch right now. | twitter_api.search_tweets
chatty | I'm about to buy a robot vacuum on Amazon but I want to see if the price is usually lower at some point in the year. | price_tracker.price_history, ShopSmart
chatty | Can you send our customer a confirmation email with the subject "Your order has shipped" and the tracking details? | mailjet.send_email, EmailWriter
chatty | For my fantasy novel cover I need a picture of a dragon flying over a misty mountain castle at sunset. | open_ai_image.generate_image, ImageCreator
chatty | I scanned an old typed letter from my grandfather and I'd like the text as something I can edit. | ocr_space.parse_image
chatty | I collected a few hundred customer comments and I want to know whether people are generally happy or unhappy. | sentiment_analysis.analyze
chatty | My professor wants us to make sure our essays are original; can you check mine against what's already published online? | plagiarism_checker.check
chatty | I'm learning to play guitar and want to find beginner lesson videos on YouTube. | youtube_v3.search
chatty | I'm running a pub quiz tonight and need some fun random facts about numbers or dates to fill the gaps. | numbers_api.random_fact
chatty | Our office Slack needs some cheering up on Monday morning, could you find a motivational quote I could post? | quotes_api.random_quote
chatty | I'm building a signup form and need a batch of realistic but fake people with names, emails and addresses for testing it. | randomuser.generate
chatty | My son is obsessed with space, is there a nice astronomy photo for today with an explanation I can show him? | nasa_apod.picture_of_the_day
chatty | I'm looking for a used copy of a book but only remember the author is Kazuo Ishiguro, can you list his books? | open_library.search_books, BookWorm
chatty | I don't have money to spend on games right now, what good free shooters can I play on my PC? | free_to_play_games.games_list, GameGuru
chatty | I went swimming for 45 minutes this morning and I'm curious how many calories I burned. | nutritionix.exercise, FitTrack
chatty | We're about to mail wedding invitations and I want to make sure all the addresses are correct and properly formatted. | address_validation.validate
chatty | I'm planning a week-long trip to Kyoto in autumn and I'd like a day-by-day plan of what to see and do. | TripPlannerPro
chatty | I've had a headache and a stiff neck for three days, what could be causing this and which medicine might help? | MedInfo
chatty | I'm always stressed before exams and can't fall asleep, is there something that could guide me through relaxing? | MindfulMoments
chatty | I keep running out of money before the end of the month and I want to see where it goes and set limits. | BudgetBuddy
chatty | I work freelance and don't know whether I can deduct my home office from my taxes this year. | TaxHelper
chatty | I want to learn machine learning from scratch in my evenings, where can I find a good structured class? | CourseCompass, PaperFinder
chatty | I'm moving to Madrid next year and want to practise speaking Spanish every day with corrections. | LanguageTutor
chatty | I'm writing my thesis on coral reef bleaching and need peer-reviewed studies on the topic. | PaperFinder
chatty | My dog keeps chewing the furniture when I'm at work, how can I train him to stop? | PetPal
chatty | The leaves on my tomato plants are turning yellow with brown spots, what's wrong with them? | GardenGuide
chatty | The kitchen faucet has been dripping for days, how do I fix it myself? | HomeFixIt
chatty | My sister's 30th birthday is coming up and she loves hiking and coffee, what could I get her for around 50 dollars? | GiftIdeas
chatty | We're in Chicago this weekend, are there any concerts or festivals going on? | EventFinder
chatty | My landlord wants to keep my whole deposit for normal wear and tear, is that allowed? | LegalAdvisor
chatty | I need to find a slot next week when all six people on my team are free and invite them to a planning session. | MeetingScheduler
chatty | I have a 40-page research report as a PDF and I need the key points before my meeting in ten minutes. | DocSummarizer, text_summarizer.summarize
chatty | I have to present our quarterly results tomorrow and only have bullet points, can you turn them into slides? | SlideMaker
chatty | My toddler won't sleep through the night and wakes up crying, what can we do? | ParentingPal
chatty | I'd like to give some of my time on weekends to help animals, where could I volunteer near me? | CharityConnect
esl | please I want know the weather of today in Madrid | weatherapi_com.realtime_weather_api, open_weather13.city_weather, WeatherWise
esl | what will be the weather for the next days in Milano, it will rain? | weatherapi_com.forecast_weather_api, WeatherWise
esl | at what hour the sun is going down today in Cairo | weatherapi_com.astronomy_api
esl | how much cost one share of Amazon now | alpha_vantage.global_quote, StockSense
esl | give me the prices of every day for IBM action in last months | alpha_vantage.time_series_daily
esl | how much is worth the ethereum today | coinranking.get_coin_price, CryptoPulse, coinranking.get_coins
esl | I need change 300 euro to pound, how much I receive | currency_exchange.exchange, exchangerate_api.latest_rates, UnitConverter
esl | which money types you can convert, give me list | currency_exchange.listquotes
esl | the classification of Bundesliga, who is first? | api_football.standings, SportsCentral
esl | which football games there is today | api_football.fixtures, SportsCentral
esl | who won the race of formula one last sunday | formula_1_fixed.race_results
esl | I search one film with name like "the god father" | moviesdatabase.titles_search_title
esl | in which platform I can watch the series The Office in Brazil | streaming_availability.search_by_title
esl | I look for songs of the singer Adele | deezer.search
esl | give me the words of the song Bohemian Rhapsody | genius_song_lyrics.song_lyrics
esl | what I can cook with potatoes and cheese, give me receipts | tasty.recipes_list, RecipeGenie
esl | how many calories have one avocado | edamam_nutrition_analysis.api_nutrition_data, NutriCoach
esl | tell me the last news of sport in England | newsapi.top_headlines, NewsDigest
esl | find me all articles what speak about inflation in this week | newsapi.everything
esl | please make this text in french language: good morning my friends | google_translate.translate, TranslateNow
esl | read this text with voice and give me audio file | text_to_speech_api.speak
esl | what means the word "ubiquitous" | dictionary_by_api_ninjas.v1_dictionary
esl | other words with same meaning like "big" | words_api.synonyms
esl | I want to know if this mail address exist really | email_verifier.verify_email
esl | from which country come this IP 185.33.1.2 | ip_geolocation.ip_lookup
esl | who is owner of the domain google.de | whois_lookup.whois
esl | make for me the short version of this very long link | url_shortener.shorten
esl | I need flight ticket from Madrid to New York for the 5 of july | skyscanner.search_flights, FlightFinder
esl | my flight AF1234 is late or on time? | aerodatabox.flight_status
esl | search hotel cheap in Prague for 3 nights | booking_com.search_hotels, StayScout
esl | good places to eat sushi near to me | tripadvisor.restaurants_search, DineOutGuide
esl | how many kilometers are from Berlin until Munich by car | distance_calculator.distance
esl | I search house for buy in Lisbon | zillow.property_search, RealEstateRadar
esl | I search work as nurse in Canada | jsearch.search, JobHunter
esl | show me who follow the account of nike on instagram | instagram_scraper.followers
esl | I want see the opinions of buyers for this product on amazon | amazon_data.product_reviews
esl | send message to the phone of my brother, tell him I arrive late | sms_sender.send
esl | make one picture of a cat wearing a hat | open_ai_image.generate_image, ImageCreator
esl | take out the text from this photo of document | ocr_space.parse_image
esl | make shorter this long text, only main ideas | text_summarizer.summarize, DocSummarizer
esl | I need this word file to be a pdf | pdf_converter.docx_to_pdf
esl | how many persons have corona in Spain | covid_19_statistics.reports
esl | tell me something funny, a joke | jokeapi.get_joke
esl | what say the stars for my sign leo today | horoscope_astrology.daily, AstrologyDaily
esl | create a password very secure for me | password_generator.generate
esl | which numbers won in the powerball lottery | lottery_results.powerball_latest
esl | how much cost the game Elden Ring on steam | steam_store.app_details, GameGuru
esl | which city is the postal code 10001 | us_zip_code.lookup
esl | how much CO2 the electricity make now in Germany | electricity_maps.carbon_intensity
esl | I need to do a travel of 5 days in Peru, make me a plan | TripPlannerPro
esl | help me to write a CV for a job of accountant | ResumeBuilder
esl | I don't understand this code, why is give error | CodeHelper
esl | solve for me this equation 2x + 5 = 17 | MathSolver, Calculator
esl | I want to write email to my boss for ask holidays | EmailWriter
esl | which car is more economic, Toyota Corolla or Honda Civic | CarCompare, car_data.cars
esl | how to convert 5 miles in kilometers | UnitConverter
multi | I'm flying from Boston to Dublin on the 3rd of May; find me flights and a hotel for four nights, and tell me what the weather will be like there. | skyscanner.search_flights, booking_com.search_hotels, weatherapi_com.forecast_weather_api
multi | For my investment club meeting, get Apple's latest share price, its company profile, and the latest financial news about it. | alpha_vantage.global_quote, alpha_vantage.company_overview, yh_finance.news_list
multi | I'm writing a blog post in English and need it translated into German, and after that I'd like a short summary of it for the intro. | google_translate.translate, text_summarizer.summarize
multi | Check whether this email address is real and also where the IP address it was sent from is located. | email_verifier.verify_email, ip_geolocation.ip_lookup
multi | What's the Premier League table right now, and which matches are on this weekend? | api_football.standings, api_football.fixtures
multi | I want to throw a movie night: list upcoming films and tell me on which streaming service I can watch Inception. | moviesdatabase.titles_x_upcoming, streaming_availability.search_by_title
multi | Find me a recipe with salmon, then tell me how many calories a 200g salmon fillet has. | tasty.recipes_list, edamam_nutrition_analysis.api_nutrition_data
multi | We launch a new website: check who owns the domain we want, make a QR code for our current site and take a screenshot of the homepage. | whois_lookup.whois, qr_code_generator.generate, screenshot_api.take
multi | Find Python developer jobs in Toronto and get the LinkedIn profile of the recruiter who posted one. | jsearch.search, linkedin_profile_data.get_profile
multi | I have a scanned contract: get the text out of it and then tell me whether the tone is positive or negative. | ocr_space.parse_image, sentiment_analysis.analyze
multi | Get me a programming joke and a random inspiring quote to start the team meeting. | jokeapi.get_joke, quotes_api.random_quote
multi | Give me the current bitcoin price and convert 1000 euros to US dollars. | coinranking.get_coin_price, currency_exchange.exchange, exchangerate_api.latest_rates
multi | My flight UA900 lands tonight: is it on time, and what time is it in London now? | aerodatabox.flight_status, worldtime.timezone
multi | Search YouTube for a talk about climate change and get me its transcript. | youtube_v3.search, youtube_transcript.get_transcript
multi | Show me Amazon results for a standing desk and the price history of the best one. | amazon_data.product_search, price_tracker.price_history
multi | I'm moving to Denver: find houses for rent there and tell me how far it is by car from the airport to downtown. | zillow.property_search, distance_calculator.distance
multi | Create an image of a lighthouse in a storm and then remove its background. | open_ai_image.generate_image, background_removal.remove_background
multi | What are the public holidays in Japan this year and what's the current exchange rate of the yen? | public_holiday.public_holidays, calendarific.holidays, exchangerate_api.latest_rates
multi | text my wife that I'm stuck in traffic and email my boss that I'll be late to the 9am meeting | sms_sender.send, mailjet.send_email
multi | Who won the last Formula 1 race and what were yesterday's NBA scores? | formula_1_fixed.race_results, api_nba.get_games
"""


def _tool(line: str) -> dict[str, Any]:
    name, description, params = (part.strip() for part in (line + " | |").split("|")[:3])
    properties: dict[str, Any] = {}
    required: list[str] = []
    for spec in filter(None, (s.strip() for s in params.split(";"))):
        pname, schema, optional = _parameter(spec)
        properties[pname] = schema
        if not optional:
            required.append(pname)
    return {
        "name": name,
        "description": description,
        "input_schema": {"type": "object", "properties": properties, "required": required},
    }


def public_style_catalog() -> list[dict[str, Any]]:
    lines = [line for text in (API_HUB, PLUGINS) for line in text.strip().splitlines()]
    return [_tool(line) for line in lines]


def request_rows(*tables: str) -> list[tuple[str, str, list[str]]]:
    """(style, request, relevant names) of each ``style | request | name, name`` line, in order."""
    out: list[tuple[str, str, list[str]]] = []
    for table in tables:
        for line in table.strip().splitlines():
            style, text, names = (part.strip() for part in line.split("|"))
            out.append((style, text, [n.strip() for n in names.split(",") if n.strip()]))
    return out


def split_rows(rows: list[tuple[str, str, list[str]]], split: str | None) -> list[tuple[str, str, list[str]]]:
    """`split` = "dev": the even rows of each style; any other: the odd ones; None: all."""
    if split is None:
        return rows
    seen: dict[str, int] = {}
    out = []
    for style, text, relevant in rows:
        i = seen.get(style, 0)
        seen[style] = i + 1
        if (i % 2 == 0) == (split == "dev"):
            out.append((style, text, relevant))
    return out


def public_style_queries() -> list[tuple[str, str, list[str]]]:
    """(style, request, relevant names) triples, in file order."""
    return request_rows(QUERIES)


def public_style_split(split: str | None) -> list[tuple[str, str, list[str]]]:
    """`split` = "dev" (even lines of each style) or "held-out" (odd lines); None for all."""
    return split_rows(public_style_queries(), split)
