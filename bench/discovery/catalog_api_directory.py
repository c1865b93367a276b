# ruff: noqa: E501  (data: one tool or request per line)
"""Judging set "directory": an API-hub-style directory of real public APIs, and requests to it.

Written in one pass on 2026-12-01 (session 6 of issue 14) as a JUDGE, BEFORE the engine was run on
any of it, and committed before any run. Nothing is to be tuned on it: like the validation halves,
`apihub` and `mcp`, only its aggregate rows are to be looked at.

The catalog lists 200 endpoints of 71 real products the way an API hub does: the product as the toolkit, in a hub's
spelling (`WeatherAPI_com`, `Visual_Crossing_Weather`, `Financial_Modeling_Prep`), each endpoint
named after its path or operation id (`realtime_weather_api`, `latest_json`, `track_lyrics_get`,
`wbsearchentities`-style), with the terse title the vendor's reference or a hub gives it as the
description ("Realtime Weather API", "/convert", "Search", "Latest") and its real parameters.
Several products of one category stand side by side, as in a hub: four weather products, four
currency-rate products (and a money-transfer one), three stock-data products, two crypto, three
geocoding/maps, two places, two flight, three translation, three dictionary, three news, two
sports, three food products, two e-mail senders and two verifiers, two holiday products, two
time-zone products.

Sources: the public-apis list (public-apis/public-apis, README.md @ 0000d67153407c, its categories
and product names: Weather, Currency Exchange, Finance, Cryptocurrency, Geocoding, Transportation,
Dictionaries, News, Music, Video, Books, Sports & Fitness, Food & Drink, Personality, Email, Phone,
Photography, Calendar, URL Shorteners, Documents & Productivity, Open Data, Jobs) for which products
a directory holds; for each product's endpoints and parameters its public API reference: WeatherAPI.com
(weatherapi.com/docs/request: current, forecast, search, history, marine, astronomy, sports), Open
Exchange Rates (docs.openexchangerates.org: /latest.json, /historical/*.json, /currencies.json,
/convert, /ohlc.json), the apilayer exchange-rate reference Fixer follows (/latest, /convert,
/timeseries, /fluctuation, /symbols), and, as published, Visual Crossing (Timeline Weather API),
Tomorrow.io, Weatherbit, IQAir AirVisual, CurrencyAPI, CurrencyBeacon, Wise, Polygon.io, Twelve
Data, Financial Modeling Prep, Messari, CryptoCompare, OpenCage, Geoapify, TomTom, Foursquare Places,
Google Places, Kiwi Tequila, Duffel, FlightAware AeroAPI, Hotelbeds, Uber, Google Cloud Translation,
Microsoft Translator, Yandex Translate, Merriam-Webster, Wordnik, Oxford Dictionaries, LanguageTool,
The Guardian Open Platform, mediastack, Bing News Search, Musixmatch, Discogs, AudD, setlist.fm,
TVmaze, Watchmode, Trakt, Google Books, Eventbrite, SeatGeek, TheSportsDB, Sportmonks, Edamam,
FatSecret, USDA FoodData Central, CalorieNinjas, ZenQuotes, Quotable, Pixabay, Tenor, SendGrid,
Mailgun, ZeroBounce, Vonage, IPGeolocation.io, WorldTimeAPI, Holiday API, OpenHolidays, Bitly,
QuickChart, PDF.co, AfterShip, WhoisXML API, Reed, Wikipedia REST, Deepgram. No ToolBench/RapidAPI
catalog, ToolLens/COLT or MetaTool material was read or used.

Requests are written from the user's side, first person, in four styles: `multi` (two or three
needs, in a chatty, terse or non-native voice, whose actions belong to DIFFERENT products; most of
the set), `terse` (API-like keywords), `chatty` (long, with context the tools do not need) and `esl`
(non-native English). Each names every action that serves it: a need that several products serve
equally ("what will the weather be", "200 dollars in euros") names each of them, since the user has
not said which product; a need only one product serves (marine forecast, OHLC candles, setlists)
names that one. Even lines of each style are the `dev` half, odd lines the `held-out` half; both are
judges here.

    tool line:    name | description | param: description; param?: description
    request line: style | request | relevant, names
"""

from __future__ import annotations

from typing import Any

from catalog_public_style import _tool, request_rows, split_rows

TOOLS = """
WeatherAPI_com.realtime_weather_api | Realtime Weather API | q: city, lat,lon, zip or IATA code; aqi?: yes or no
WeatherAPI_com.forecast_weather_api | Forecast Weather API | q: location; days#: 1 to 14; alerts?: yes or no
WeatherAPI_com.history_weather_api | History Weather API | q: location; dt: date on or after 2010-01-01
WeatherAPI_com.astronomy_api | Astronomy API | q: location; dt?: date
WeatherAPI_com.marine_weather_api | Marine Weather API | q: location; days#?: days; tides?: yes or no
WeatherAPI_com.search_autocomplete_api | Search/Autocomplete API | q: partial location name
WeatherAPI_com.sports_api | Sports API | q: location
Visual_Crossing_Weather.Timeline_Weather_API | Timeline Weather API | location: address or lat,lon; date1?: start date; date2?: end date; unitGroup?: us, metric, uk
Visual_Crossing_Weather.Historical_Weather_Data | Historical weather data | locations: locations; startDateTime: date; endDateTime: date; aggregateHours#?: 1 or 24
Tomorrow_io.realtime | Realtime Weather | location: lat,lon or city; units?: metric or imperial
Tomorrow_io.forecast | Weather Forecast | location: location; timesteps?: 1h, 1d
Tomorrow_io.history_recent | Recent History | location: location; timesteps?: 1h, 1d
Weatherbit.current | Current Weather Data | city?: city; lat#?: lat; lon#?: lon
Weatherbit.forecast_daily | 16 day / daily Forecast | city: city; days#?: days
Weatherbit.current_airquality | Current Air Quality | city?: city; lat#?: lat; lon#?: lon
Weatherbit.alerts | Severe Weather Alerts | lat#: lat; lon#: lon
Weatherbit.forecast_agweather | Agweather Forecast | lat#: lat; lon#: lon
IQAir_AirVisual.nearest_city | Get nearest city data (GPS coordinates) | lat#?: lat; lon#?: lon
IQAir_AirVisual.city | Get specified city data | city: city; state: state; country: country
IQAir_AirVisual.countries | List supported countries |
Open_Exchange_Rates.latest_json | /latest.json | base?: currency; symbols?: currencies
Open_Exchange_Rates.historical_json | /historical/*.json | date: YYYY-MM-DD; base?: currency; symbols?: currencies
Open_Exchange_Rates.convert | /convert | value#: amount; from: currency; to: currency
Open_Exchange_Rates.currencies_json | /currencies.json |
Open_Exchange_Rates.ohlc_json | /ohlc.json | start_time: time; period: 1m, 5m, 1h, 1d; symbols?: currencies
Fixer.latest | Latest Rates Endpoint | base?: currency; symbols?: currencies
Fixer.convert | Convert Endpoint | from: currency; to: currency; amount#: amount; date?: date
Fixer.timeseries | Time-Series Endpoint | start_date: date; end_date: date; base?: currency; symbols?: currencies
Fixer.fluctuation | Fluctuation Endpoint | start_date: date; end_date: date; symbols?: currencies
Fixer.symbols | Supported Symbols Endpoint |
CurrencyAPI_com.latest | Latest Exchange Rates | base_currency?: currency; currencies?: currencies
CurrencyAPI_com.convert | Convert Exchange Rates | value#: amount; base_currency: currency; currencies: currencies
CurrencyAPI_com.historical | Historical Exchange Rates | date: date; base_currency?: currency
CurrencyBeacon.convert | Convert | from: currency; to: currency; amount#: amount
CurrencyBeacon.latest | Latest | base: currency; symbols?: currencies
Wise.create_quote | Create a quote | sourceCurrency: currency; targetCurrency: currency; sourceAmount#?: amount
Wise.create_transfer | Create a transfer | targetAccount#: recipient account id; quoteUuid: quote id; reference?: text
Wise.list_recipients | List recipient accounts | currency?: currency
Polygon_io.aggregates | Aggregates (Bars) | stocksTicker: ticker; multiplier#: size; timespan: minute, hour, day, week; from: date; to: date
Polygon_io.previous_close | Previous Close | stocksTicker: ticker
Polygon_io.ticker_details | Ticker Details v3 | ticker: ticker
Polygon_io.tickers | Tickers | search?: search; market?: stocks, crypto, fx
Polygon_io.market_status | Market Status |
Twelve_Data.price | Real-Time Price | symbol: symbol
Twelve_Data.time_series | Time Series | symbol: symbol; interval: 1min, 1h, 1day; outputsize#?: count
Twelve_Data.rsi | Relative Strength Index | symbol: symbol; interval: interval; time_period#?: period
Twelve_Data.symbol_search | Symbol Search | symbol: text
Financial_Modeling_Prep.quote | Stock Quote | symbol: symbol
Financial_Modeling_Prep.income_statement | Income Statements | symbol: symbol; period?: annual or quarter
Financial_Modeling_Prep.stock_dividend | Dividends Historical | symbol: symbol
Financial_Modeling_Prep.biggest_gainers | Top Stock Gainers |
Financial_Modeling_Prep.earning_calendar | Earnings Calendar | from?: date; to?: date
Messari.asset_metrics | Get Asset Metrics | assetKey: asset slug or symbol
Messari.asset_profile | Get Asset Profile | assetKey: asset slug or symbol
Messari.news | Get all News |
CryptoCompare.price | Single Symbol Price | fsym: from symbol; tsyms: to symbols
CryptoCompare.histoday | Daily Pair OHLCV | fsym: symbol; tsym: symbol; limit#?: days
CryptoCompare.top_mktcapfull | Toplist by Market Cap Full Data | tsym: currency; limit#?: limit
OpenCage.geocode | Forward geocoding | q: address or place name; countrycode?: country
OpenCage.reverse | Reverse geocoding | q: lat,lon
Geoapify.geocode_search | Geocoding API | text: address; lang?: language
Geoapify.places | Places API | categories: e.g. catering.restaurant; filter: circle or rect; limit#?: limit
Geoapify.routing | Routing API | waypoints: lat,lon pairs; mode: drive, walk, bicycle, transit
Geoapify.isoline | Isoline API | lat#: lat; lon#: lon; type: time or distance; mode: drive, walk; range#: seconds or meters
TomTom.fuzzy_search | Fuzzy Search | query: text; lat#?: lat; lon#?: lon
TomTom.calculate_route | Calculate Route | locations: lat,lon:lat,lon; travelMode?: car, pedestrian, bicycle; traffic!?: use traffic
TomTom.traffic_flow_segment | Flow Segment Data | point: lat,lon; zoom#?: zoom
TomTom.ev_charging_availability | EV Charging Stations Availability | chargingAvailability: id
Foursquare_Places.place_search | Place Search | query?: text; near?: place; categories?: ids; open_now!?: open now
Foursquare_Places.place_details | Get Place Details | fsq_id: id
Foursquare_Places.place_tips | Get Place Tips | fsq_id: id
Foursquare_Places.autocomplete | Autocomplete | query: text; ll?: lat,lon
Google_Places.nearbysearch | Nearby Search | location: lat,lng; radius#: meters; type?: type; keyword?: keyword; opennow!?: open now
Google_Places.textsearch | Text Search | query: text
Google_Places.details | Place Details | place_id: id; fields?: fields
Google_Places.photo | Place Photos | photo_reference: reference; maxwidth#?: px
Kiwi_Tequila.search | Search API | fly_from: IATA; fly_to: IATA; date_from: date; date_to: date; adults#?: count
Kiwi_Tequila.locations_query | Locations query | term: text; location_types?: airport, city
Duffel.create_offer_request | Create an offer request | slices[]: origin, destination, departure date; passengers[]: passengers; cabin_class?: economy, business
Duffel.create_order | Create an order | selected_offers[]: offer ids; passengers[]: passengers
Duffel.get_seat_maps | Get seat maps | offer_id: offer id
FlightAware_AeroAPI.flights_ident | Get information for a flight | ident: flight ident
FlightAware_AeroAPI.airports_delays | Get delay information for an airport | id: airport code
FlightAware_AeroAPI.airports_flights_arrivals | Get arrivals for an airport | id: airport code
Hotelbeds.availability | Availability | stay: check-in and check-out; occupancies[]: rooms; destination?: code
Hotelbeds.bookings | Booking confirmation | rateKey: rate; holder: name
Uber.estimates_price | Price Estimates | start_latitude#: lat; start_longitude#: lon; end_latitude#: lat; end_longitude#: lon
Uber.estimates_time | Time Estimates | start_latitude#: lat; start_longitude#: lon
Google_Cloud_Translation.translate | Translate text | q: text; target: language; source?: language
Google_Cloud_Translation.detect | Detect language | q: text
Google_Cloud_Translation.languages | Discover supported languages | target?: language
Microsoft_Translator.translate | Translate | text: text; to: language; from?: language
Microsoft_Translator.transliterate | Transliterate | text: text; language: language; fromScript: script; toScript: script
Microsoft_Translator.dictionary_lookup | Dictionary Lookup | text: word; from: language; to: language
Yandex_Translate.translate | Translate | texts[]: texts; targetLanguageCode: language
Yandex_Translate.detectLanguage | Detect language | text: text
Merriam_Webster.collegiate | Collegiate Dictionary | word: word
Merriam_Webster.thesaurus | Collegiate Thesaurus | word: word
Wordnik.definitions | Get Definitions | word: word; limit#?: limit
Wordnik.word_of_the_day | Word of the Day | date?: date
Wordnik.pronunciations | Get Pronunciations | word: word
Wordnik.related_words | Related Words | word: word; relationshipTypes?: synonym, antonym, rhyme
Oxford_Dictionaries.entries | Entries | source_lang: language; word_id: word
Oxford_Dictionaries.translations | Translations | source_lang: language; target_lang: language; word_id: word
LanguageTool.check | Check | text: text; language: language code or auto
The_Guardian.search | Content Search | q: query; section?: section; from-date?: date
The_Guardian.sections | Sections | q?: query
Mediastack.news | Live News | keywords?: keywords; countries?: countries; categories?: categories; languages?: languages
Mediastack.sources | News Sources | search?: search
Bing_News_Search.news | News | category?: Business, Entertainment, Sports, Technology; mkt?: market
Bing_News_Search.news_search | News Search | q: query; freshness?: Day, Week, Month
Bing_News_Search.trending_topics | Trending Topics | mkt?: market
Musixmatch.track_search | track.search | q_track?: track; q_artist?: artist
Musixmatch.track_lyrics_get | track.lyrics.get | track_id#: id
Musixmatch.chart_tracks_get | chart.tracks.get | country?: country; chart_name?: top, hot
Musixmatch.matcher_lyrics_get | matcher.lyrics.get | q_track: track; q_artist: artist
Discogs.database_search | Search | q: query; type?: release, master, artist, label
Discogs.marketplace_stats | Release Stats | release_id#: release id
Discogs.artist_releases | Artist Releases | artist_id#: artist id
AudD.recognize | Recognize | url?: audio url; file?: audio file; return?: apple_music, spotify
Setlist_fm.search_setlists | Search for setlists | artistName?: artist; cityName?: city; year#?: year
Setlist_fm.search_venues | Search for venues | name?: name; cityName?: city
TVmaze.search_shows | Show Search | q: query
TVmaze.schedule | Schedule | country?: ISO country; date?: date
TVmaze.show_episodes | Episode list | id#: show id
TVmaze.show_cast | Show cast | id#: show id
Watchmode.search | Search | search_field: name, imdb_id; search_value: value
Watchmode.title_sources | Title Streaming Sources | title_id: id; regions?: regions
Watchmode.releases | Streaming Release Dates | start_date?: date; end_date?: date
Trakt.trending_movies | Get trending movies |
Trakt.recommended_shows | Get the most recommended shows | period?: daily, weekly, monthly
Trakt.search | Get text query results | type: movie, show, episode, person; query: text
Trakt.add_to_watchlist | Add items to watchlist | movies[]?: movies; shows[]?: shows
Google_Books.volumes_list | Volumes: list | q: search terms; orderBy?: relevance, newest
Google_Books.volumes_get | Volumes: get | volumeId: id
Eventbrite.list_events_by_venue | List Events by Venue | venue_id: id
Eventbrite.retrieve_event | Retrieve an Event | event_id: id
Eventbrite.create_event | Create an Event | organization_id: id; name: name; start: time; end: time
SeatGeek.events | Events | q?: query; venue.city?: city; datetime_local.gte?: date; performers.slug?: slug
SeatGeek.performers | Performers | q: query
SeatGeek.venues | Venues | city?: city; q?: query
TheSportsDB.searchteams | Search for team by name | t: team name
TheSportsDB.eventsnext | Next 5 Events by Team Id | id#: team id
TheSportsDB.eventslast | Last 5 Events by Team Id | id#: team id
TheSportsDB.lookuptable | Lookup Table by League ID and Season | l#: league id; s: season
Sportmonks_Football.livescores | Livescores |
Sportmonks_Football.fixtures_by_date | Fixtures by Date | date: date
Sportmonks_Football.standings_by_season | Standings by Season ID | season_id#: id
Sportmonks_Football.topscorers_by_season | Topscorers by Season ID | season_id#: id
Edamam_Recipe_Search.recipes_v2 | Recipe Search | q: query; diet?: balanced, high-protein, low-carb; health?: vegan, gluten-free; cuisineType?: cuisine
FatSecret.foods_search | foods.search | search_expression: text
FatSecret.food_get | food.get | food_id#: id
FatSecret.recipes_search | recipes.search | search_expression: text; recipe_types?: type
USDA_FoodData_Central.foods_search | Returns a list of foods that matched search (query) keywords | query: keywords; dataType?: Branded, Foundation, SR Legacy
USDA_FoodData_Central.food | Fetches details for one food item by FDC ID | fdcId#: id
CalorieNinjas.nutrition | Nutrition | query: text with foods and amounts
ZenQuotes.today | Today |
ZenQuotes.random | Random |
Quotable.random | Get random quote | tags?: tags; author?: author
Quotable.search_quotes | Search quotes | query: text
Pixabay.search_images | Search Images | q: query; image_type?: photo, illustration, vector; orientation?: horizontal, vertical
Pixabay.search_videos | Search Videos | q: query
Tenor.search | Search | q: query; limit#?: limit
Tenor.featured | Featured |
Tenor.autocomplete | Autocomplete | q: partial text
SendGrid.mail_send | v3 Mail Send | personalizations[]: recipients; from: sender; subject: subject; content[]: content
SendGrid.add_contacts | Add or Update a Contact | contacts[]: contacts; list_ids[]?: lists
Mailgun.messages | Send an email | from: sender; to: recipient; subject: subject; text: body
Mailgun.validate | Validate an email address | address: email
ZeroBounce.validate | Validate | email: email; ip_address?: ip
ZeroBounce.getcredits | Get Credit Balance |
Vonage.send_sms | Send an SMS | from: sender; to: number; text: message
Vonage.number_insight_advanced | Advanced Number Insight | number: number
IPGeolocation_io.ipgeo | IP Geolocation | ip?: ip
IPGeolocation_io.timezone | Timezone | tz?: time zone; location?: place; lat#?: lat; long#?: lon
IPGeolocation_io.astronomy | Astronomy | location?: place; date?: date
WorldTimeAPI.timezone_area_location | Get current time for a timezone | area: area; location: location
WorldTimeAPI.ip | Get time for the client IP |
Holiday_API.holidays | Holidays | country: country; year#: year; upcoming!?: upcoming
Holiday_API.workday | Workday | country: country; start: date; days#: days
OpenHolidays_API.PublicHolidays | Public holidays | countryIsoCode: country; validFrom: date; validTo: date
OpenHolidays_API.SchoolHolidays | School holidays | countryIsoCode: country; subdivisionCode?: region; validFrom: date; validTo: date
Bitly.shorten | Shorten a link | long_url: URL; domain?: domain
Bitly.clicks_summary | Get a Summary of Clicks for a Bitlink | bitlink: bitlink; unit?: day, week, month
QuickChart.chart | Chart | c: chart config; width#?: px; height#?: px
QuickChart.qr | QR Code | text: text; size#?: px
PDF_co.pdf_from_url | Convert URL to PDF | url: URL; name?: file name
PDF_co.pdf_to_text | PDF to Text | url: PDF URL; pages?: pages
PDF_co.pdf_merge | Merge PDF | url: comma separated PDF URLs
AfterShip.create_tracking | Create a tracking | tracking_number: number; slug?: courier
AfterShip.get_tracking | Get tracking results of a single tracking | id: tracking id
AfterShip.detect_couriers | Detect courier | tracking_number: number
WhoisXML_API.whois | WHOIS | domainName: domain
WhoisXML_API.domain_availability | Domain Availability | domainName: domain
Reed.search | Search | keywords?: keywords; locationName?: location; minimumSalary#?: salary
Reed.jobdetails | Job details | jobId#: id
Wikipedia.page_summary | Get page summary | title: title
Wikipedia.search_page | Search pages | q: query; limit#?: limit
Wikipedia.onthisday | On this day | type: all, selected, births, deaths, events; MM: month; DD: day
Deepgram.listen | Transcribe Pre-recorded Audio | url: audio URL; language?: language; diarize!?: speakers
"""

QUERIES = """
multi | I'm planning a trip to Lisbon next week: what will the weather be like there, and how much is 200 dollars in euros? | WeatherAPI_com.forecast_weather_api, Visual_Crossing_Weather.Timeline_Weather_API, Tomorrow_io.forecast, Weatherbit.forecast_daily, Open_Exchange_Rates.convert, Fixer.convert, CurrencyAPI_com.convert, CurrencyBeacon.convert
terse | 5 day forecast Lisbon | WeatherAPI_com.forecast_weather_api, Visual_Crossing_Weather.Timeline_Weather_API, Tomorrow_io.forecast, Weatherbit.forecast_daily
chatty | I've been trying to pick a good time to go surfing in Biarritz and my friend said I should check the tides and the swell for the next few days, can you look that up for me | WeatherAPI_com.marine_weather_api
esl | what is the weather now in Nairobi please | WeatherAPI_com.realtime_weather_api, Tomorrow_io.realtime, Weatherbit.current
multi | Tesla stock price now and the latest news about Tesla | Twelve_Data.price, Financial_Modeling_Prep.quote, The_Guardian.search, Mediastack.news, Bing_News_Search.news_search
terse | EUR USD rate today | Open_Exchange_Rates.latest_json, Fixer.latest, CurrencyAPI_com.latest, CurrencyBeacon.latest
chatty | My grandmother always says it snowed on the day she got married, 14 February 1962 in Boston, and I'd love to check whether she's right | Visual_Crossing_Weather.Historical_Weather_Data, Visual_Crossing_Weather.Timeline_Weather_API
esl | i need exchange rate of turkish lira today for many currency | Open_Exchange_Rates.latest_json, Fixer.latest, CurrencyAPI_com.latest, CurrencyBeacon.latest
multi | i go to Tokyo in april, please tell me the public holidays of Japan and translate "where is the station" in japanese | Holiday_API.holidays, OpenHolidays_API.PublicHolidays, Google_Cloud_Translation.translate, Microsoft_Translator.translate, Yandex_Translate.translate
terse | NVDA price | Twelve_Data.price, Financial_Modeling_Prep.quote
chatty | I have asthma and the air has felt really heavy this week in Delhi, can you check how bad the pollution is right now | Weatherbit.current_airquality, IQAir_AirVisual.city, IQAir_AirVisual.nearest_city
esl | please say me the public holiday of Poland in 2027 | Holiday_API.holidays, OpenHolidays_API.PublicHolidays
multi | My flight lands at JFK tonight: is there any delay at the airport, and how much would an Uber from there to Times Square cost? | FlightAware_AeroAPI.airports_delays, Uber.estimates_price
terse | flights LHR to JFK 3 June | Kiwi_Tequila.search, Duffel.create_offer_request
chatty | We just got back from Japan and I still have 30,000 yen in my wallet, I'm wondering what that's worth back home in Canadian dollars | Open_Exchange_Rates.convert, Fixer.convert, CurrencyAPI_com.convert, CurrencyBeacon.convert
esl | how i say "good night" in portuguese | Google_Cloud_Translation.translate, Microsoft_Translator.translate, Yandex_Translate.translate
multi | I'm writing a blog post about autumn in Kyoto, find me a nice photo of red maple leaves and a short inspiring quote to open it with | Pixabay.search_images, ZenQuotes.random, Quotable.random
terse | marine forecast Santa Cruz waves | WeatherAPI_com.marine_weather_api
chatty | My team keeps arguing over whether Microsoft or Google grew revenue faster, could you pull Microsoft's yearly income statements so I can settle it | Financial_Modeling_Prep.income_statement
esl | where is near here a pharmacy open, i am in Milano centro | Foursquare_Places.place_search, Google_Places.nearbysearch, Google_Places.textsearch, Geoapify.places
multi | I heard a song in a café and recorded ten seconds of it, can you tell me what it is and then get me the lyrics | AudD.recognize, Musixmatch.matcher_lyrics_get, Musixmatch.track_lyrics_get
terse | reverse geocode 48.8584, 2.2945 | OpenCage.reverse
chatty | I keep hearing about Solana at work and honestly I don't even know what it is, can you get me a profile of the project | Messari.asset_profile
esl | i want know the flight BA117 is arrive or late | FlightAware_AeroAPI.flights_ident
multi | sunrise time in Reykjavik tomorrow and the current air quality there | WeatherAPI_com.astronomy_api, IPGeolocation_io.astronomy, Weatherbit.current_airquality, IQAir_AirVisual.city
terse | lyrics Yesterday Beatles | Musixmatch.matcher_lyrics_get, Musixmatch.track_lyrics_get
chatty | I'm sitting in traffic on the way to my in-laws and I want to know how long the drive from here to Utrecht will take with the jams | TomTom.calculate_route
esl | which movie is popular now in trakt | Trakt.trending_movies
multi | We're hosting a Super Bowl party: when is the next Chiefs game, and find me a high-protein chili recipe | TheSportsDB.eventsnext, SeatGeek.events, Edamam_Recipe_Search.recipes_v2, FatSecret.recipes_search
terse | shows airing tonight UK | TVmaze.schedule
chatty | My wife and I are finally taking a honeymoon in Bali, could you look for hotel rooms in Ubud from 3 to 10 September for two adults | Hotelbeds.availability
esl | my package from China not arrive, tracking LX123456789CN, which company deliver it | AfterShip.detect_couriers
multi | I want send a email to my landlord, but before check his address is valid, it is mark.r@examplemail.com | SendGrid.mail_send, Mailgun.messages, ZeroBounce.validate, Mailgun.validate
terse | validate email info@acme.io | ZeroBounce.validate, Mailgun.validate
chatty | I got a weird voicemail from +1 415 555 0132 and I'd like to know what carrier and country it's from before I call back | Vonage.number_insight_advanced
esl | give me word that mean same like "big" | Merriam_Webster.thesaurus, Wordnik.related_words
multi | I'm shipping a parcel to my mom: track the package 9400111899223 and text her the status at +44 7700 900123 | AfterShip.create_tracking, AfterShip.get_tracking, Vonage.send_sms
terse | whois openai.com | WhoisXML_API.whois
chatty | I'm a teacher and I like to start each class with a new interesting word, what's today's word of the day | Wordnik.word_of_the_day
esl | how much calorie have one big mac | CalorieNinjas.nutrition, FatSecret.foods_search, USDA_FoodData_Central.foods_search
multi | Thinking of moving to Manchester for a software job, show me developer jobs there and what the weather is like right now | Reed.search, WeatherAPI_com.realtime_weather_api, Tomorrow_io.realtime, Weatherbit.current
terse | transliterate Привет to Latin | Microsoft_Translator.transliterate
chatty | My kid is obsessed with Stranger Things and wants to know who plays Eleven, can you pull the cast list | TVmaze.show_cast
esl | i search work as nurse in London with salary more 30000 | Reed.search
multi | translate "thank you very much" to Korean and shorten https://example.com/menu/very/long/link | Google_Cloud_Translation.translate, Microsoft_Translator.translate, Yandex_Translate.translate, Bitly.shorten
terse | Bundesliga top scorers | Sportmonks_Football.topscorers_by_season
chatty | I just finished recording an interview with three speakers and I really need a transcript that shows who said what | Deepgram.listen
esl | make short link for my shop website please | Bitly.shorten
multi | I'm at the Louvre and starving, find a good crêperie within walking distance and show me the tips other people left about it | Foursquare_Places.place_search, Google_Places.nearbysearch, Foursquare_Places.place_tips
terse | EV chargers availability | TomTom.ev_charging_availability
chatty | I'm a big Springsteen fan and I'd love to know where he's playing in New Jersey this year | SeatGeek.events
esl | what time is now in Sydney | WorldTimeAPI.timezone_area_location, IPGeolocation_io.timezone
multi | what is meaning of word "ubiquitous" and how i pronounce it | Merriam_Webster.collegiate, Wordnik.definitions, Oxford_Dictionaries.entries, Wordnik.pronunciations
terse | USD JPY 1 hour candles | Open_Exchange_Rates.ohlc_json
chatty | Our small bakery wants to send a thank-you email to everyone who ordered last month, the list is ready, please send it out | SendGrid.mail_send, Mailgun.messages
esl | i want buy apple stock, what was price yesterday close | Polygon_io.previous_close
multi | My daughter's school break is coming up in Bavaria: when are the school holidays there, and are there any concerts in Munich during that time? | OpenHolidays_API.SchoolHolidays, SeatGeek.events
terse | BTC daily OHLCV 90 days | CryptoCompare.histoday
chatty | I'm a huge vinyl collector and I'm looking for every release The Cure put out, can you find their discography | Discogs.artist_releases, Discogs.database_search
esl | find picture of beach with palm, vertical for my phone wallpaper | Pixabay.search_images
multi | Bitcoin dropped again: what's it worth in euros right now, and how much did the dollar move against the euro this month? | CryptoCompare.price, Messari.asset_metrics, Fixer.fluctuation, Fixer.timeseries
terse | list of supported currency codes | Open_Exchange_Rates.currencies_json, Fixer.symbols
chatty | English isn't my first language and I've been drafting a cover letter all evening, can you check it for mistakes before I send it | LanguageTool.check
esl | please tell me the score of football games now | Sportmonks_Football.livescores
multi | Apple income statement last quarter + AAPL daily RSI | Financial_Modeling_Prep.income_statement, Twelve_Data.rsi
terse | job details 4412345 | Reed.jobdetails
chatty | I'm putting together a slide about our quarterly sales and I need a bar chart image from these four numbers | QuickChart.chart
esl | how is the sky tonight, when the moon rise in Cairo | WeatherAPI_com.astronomy_api, IPGeolocation_io.astronomy
multi | I'm going to a Coldplay concert in Dublin in August, find the tickets and show me what they played on their last tour | SeatGeek.events, Setlist_fm.search_setlists
terse | bitly clicks last week | Bitly.clicks_summary
chatty | We're going camping in the Scottish Highlands this weekend and I'm nervous about storms, are there any weather warnings out | Weatherbit.alerts, WeatherAPI_com.forecast_weather_api
esl | i need book about learning python for beginner | Google_Books.volumes_list
multi | my brother send me a message in some language i don't know, "Mitä kuuluu", which language is it and what it mean | Google_Cloud_Translation.detect, Yandex_Translate.detectLanguage, Google_Cloud_Translation.translate, Microsoft_Translator.translate, Yandex_Translate.translate
terse | seat map for offer off_00009htYpSCXrwaB9DnUm0 | Duffel.get_seat_maps
chatty | I want to watch the new season of The Last of Us but I can't remember which of my subscriptions has it | Watchmode.title_sources
esl | which country is this ip 185.60.216.35 | IPGeolocation_io.ipgeo
multi | We're driving from Berlin to Prague tomorrow, plan the route with traffic and tell me if there are any severe weather alerts on the way | TomTom.calculate_route, Geoapify.routing, Weatherbit.alerts, WeatherAPI_com.forecast_weather_api
terse | traffic flow A10 ring Amsterdam | TomTom.traffic_flow_segment
chatty | I'm trying to cut down on sugar and I'd like the full nutrient breakdown for plain Greek yogurt from the official USDA data | USDA_FoodData_Central.foods_search, USDA_FoodData_Central.food
esl | please find me video of ocean waves for my relax | Pixabay.search_videos
multi | Give me the latest Premier League table and the live scores of the games happening right now | TheSportsDB.lookuptable, Sportmonks_Football.standings_by_season, Sportmonks_Football.livescores
multi | Me and my partner want a cosy night in, what are the most recommended shows this week and where can we stream Severance? | Trakt.recommended_shows, Watchmode.title_sources
multi | I need to send 500 pounds to my sister's account in the US, and what time is it in New York now so I know if she's awake | Wise.create_quote, Wise.create_transfer, WorldTimeAPI.timezone_area_location, IPGeolocation_io.timezone
multi | please find me a cheap flight from Madrid to Rome on 14 may and a hotel near the Colosseum for 2 night | Kiwi_Tequila.search, Duffel.create_offer_request, Hotelbeds.availability
multi | I'm making a presentation on electric cars: make a chart from the sales numbers I'll give you, and find news articles about EV batteries from this week | QuickChart.chart, The_Guardian.search, Mediastack.news, Bing_News_Search.news_search
multi | I found an old Pink Floyd "Animals" record in my grandpa's attic, what is it worth on the marketplace, and can you get me the Wikipedia summary of the album | Discogs.database_search, Discogs.marketplace_stats, Wikipedia.page_summary
multi | what happened on this day in history + word of the day | Wikipedia.onthisday, Wordnik.word_of_the_day
multi | I need to email our customers the new price list: turn the page example.com/prices into a PDF and send it to them | PDF_co.pdf_from_url, SendGrid.mail_send, Mailgun.messages
multi | which restaurants near my hotel is open now? and i want know the cost of taxi to the airport | Foursquare_Places.place_search, Google_Places.nearbysearch, Uber.estimates_price
multi | My podcast episode is recorded: transcribe the audio file and check the transcript's grammar before I publish it | Deepgram.listen, LanguageTool.check
multi | I'm trying to eat better: how many calories are in a bowl of oatmeal with a banana, and find me a low-carb dinner recipe | CalorieNinjas.nutrition, Edamam_Recipe_Search.recipes_v2
multi | IP 8.8.8.8 location and local time there | IPGeolocation_io.ipgeo, IPGeolocation_io.timezone, WorldTimeAPI.timezone_area_location
multi | I'm organising a team offsite in Barcelona in June: are there public holidays that week, what's the weather usually like there in June, and find a venue for 20 people | Holiday_API.holidays, OpenHolidays_API.PublicHolidays, Visual_Crossing_Weather.Historical_Weather_Data, Visual_Crossing_Weather.Timeline_Weather_API, Google_Places.textsearch, Foursquare_Places.place_search
multi | my package from China not arrive yet, tracking LX123456789CN, where it is now? and send email to the seller for complain | AfterShip.get_tracking, AfterShip.create_tracking, SendGrid.mail_send, Mailgun.messages
multi | Check whether the domain brightbakery.com is still free and make me a QR code pointing to my Instagram page | WhoisXML_API.domain_availability, QuickChart.qr
multi | new streaming releases this month and trending movies on Trakt | Watchmode.releases, Trakt.trending_movies
multi | I'm at the gym and need a quote to motivate me, plus a funny gif of a cat lifting weights to send my trainer | ZenQuotes.random, Quotable.random, Tenor.search
multi | For my investment club: what are today's top gainers, and is the stock market open right now? | Financial_Modeling_Prep.biggest_gainers, Polygon_io.market_status
multi | I am in Seoul, how is weather now, what time is sunset today, and how many won is 50 dollar | WeatherAPI_com.realtime_weather_api, Tomorrow_io.realtime, Weatherbit.current, WeatherAPI_com.astronomy_api, IPGeolocation_io.astronomy, Open_Exchange_Rates.convert, Fixer.convert, CurrencyAPI_com.convert, CurrencyBeacon.convert
multi | My son wants the new Percy Jackson book, find it for me and tell me whether there's a TV show of it and when the next episode airs | Google_Books.volumes_list, TVmaze.search_shows, TVmaze.show_episodes
multi | I'm flying Lufthansa LH400 tomorrow: what's the flight status, and what will the weather be in Frankfurt when I land? | FlightAware_AeroAPI.flights_ident, WeatherAPI_com.forecast_weather_api, Visual_Crossing_Weather.Timeline_Weather_API, Tomorrow_io.forecast, Weatherbit.forecast_daily
multi | geocode "Rua Augusta 100, Lisboa" and find cafés within 500 m | OpenCage.geocode, Geoapify.geocode_search, Geoapify.places, Google_Places.nearbysearch, Foursquare_Places.place_search
multi | We're launching a newsletter: verify these three people's emails first and then add them to our contact list | ZeroBounce.validate, Mailgun.validate, SendGrid.add_contacts
multi | how much is 1 ethereum in dollars, and give me the bitcoin price of the last 30 days for a chart | CryptoCompare.price, Messari.asset_metrics, CryptoCompare.histoday
multi | I'm learning Spanish: translate "I would like a table for two", look up "mesa" in a Spanish dictionary, and give me a synonym for "delicious" | Google_Cloud_Translation.translate, Microsoft_Translator.translate, Yandex_Translate.translate, Oxford_Dictionaries.entries, Merriam_Webster.thesaurus, Wordnik.related_words
multi | I'm a journalist covering the election: search The Guardian for articles on the Senate race and show me what's trending in the news today | The_Guardian.search, Bing_News_Search.trending_topics
multi | Champions League fixtures today and Manchester City's last results | Sportmonks_Football.fixtures_by_date, TheSportsDB.eventslast
multi | I'm throwing a party tonight: what are the top songs right now, and find a party gif I can put on the invite | Musixmatch.chart_tracks_get, Tenor.search
multi | Extract the text from this invoice PDF and email it to accounting@ourfirm.com | PDF_co.pdf_to_text, SendGrid.mail_send, Mailgun.messages
multi | i look for flat in Berlin, give me coordinates of Alexanderplatz and show which area i can reach in 20 minute by car from there | OpenCage.geocode, Geoapify.geocode_search, Geoapify.isoline
"""


def directory_catalog() -> list[dict[str, Any]]:
    return [_tool(line) for line in TOOLS.strip().splitlines()]


def directory_queries(split: str | None) -> list[tuple[str, str, list[str]]]:
    """(style, request, relevant names); `split` "dev" = even lines of each style, else odd."""
    return split_rows(request_rows(QUERIES), split)
