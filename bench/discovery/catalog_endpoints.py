# ruff: noqa: E501  (data: one tool or request per line)
"""Development set "endpoints": an API-hub catalog with endpoint-like names and terse descriptions.

Written in one pass on 2026-12-01, before the contextual encoder or any change of this round was
tuned. The toolkits are real public APIs from the public-apis catalog (crypto, currency, data
validation, development, weather, geocoding, books, food, jobs, news, sports, transport...); their
endpoints are written the way API hubs list them: two-level `tool.api` names that read like
paths or verbs (`coincap.assets_id_history`, `frankfurter.latest`, `Zippopotam.lookup_postal`),
descriptions of two to eight words ("Get Suggestions", "Latest rates"), one-word parameter
descriptions, authors that disagree on case and separators.

Requests are first person and mostly name two or three needs that call for actions of different
toolkits (`multi`), plus `terse`, `chatty` and `esl` (non-native English) ones. Even lines of each
style are the tuning half (`dev`); odd lines are the validation half, never looked at while tuning.

    tool line:    name | description | param: description; param?: description
    request line: style | request | relevant, names
"""

from __future__ import annotations

from typing import Any

from catalog_public_style import _tool

TOOLS = """
coincap.assets | Get Assets | search?: search; limit#?: limit
coincap.assets_id | Get Asset | id: asset id
coincap.assets_id_history | Asset History | id: asset id; interval: m1, h1, d1
coincap.exchanges | List exchanges |
coingecko.simple_price | Simple Price | ids: coin ids; vs_currencies: currencies
coingecko.coins_markets | Coins Markets | vs_currency: currency; order?: order
coingecko.search_trending | Trending search |
mempool.fees_recommended | Recommended fees |
mempool.tx | Get Transaction | txid: txid
frankfurter.latest | Latest rates | from?: base; to?: symbols
frankfurter.timeseries | Time series | start: date; end: date; to?: symbols
frankfurter.currencies | Currencies |
VATComply.rates | Rates | base?: base
VATComply.vat | Validate VAT number | vat_number: number
VATComply.geolocate | Geolocate |
Lob.us_verifications | US Verification | primary_line: address; city?: city; state?: state; zip_code?: zip
purgomalum.json | Filter text | text: text; fill_char?: char
purgomalum.containsprofanity | Contains profanity | text: text
agify.predict | Predict age | name: first name
genderize.predict | Predict gender | name: first name
nationalize.predict | Predict nationality | name: name
apiflash.urltoimage | URL to image | url: url; full_page!?: bool
userstack.detect | Detect | ua: user agent
cdnjs.libraries | Search libraries | search: query
cdnjs.libraries_name | Library | name: library
bored.activity | Random activity | type?: type; participants#?: count
OpenMeteo.forecast | Weather forecast | latitude: lat; longitude: lon; hourly?: variables
OpenMeteo.air_quality | Air quality | latitude: lat; longitude: lon
OpenMeteo.marine | Marine forecast | latitude: lat; longitude: lon
sunrise_sunset.json | Sunrise sunset times | lat: lat; lng: lng; date?: date
Zippopotam.lookup_postal | Postal code lookup | country: country; postcode: code
Zippopotam.lookup_place | Place lookup | country: country; state: state; city: city
nominatim.search | Search | q: query
nominatim.reverse | Reverse | lat: lat; lon: lon
restcountries.v3_name | Country by name | name: name
restcountries.v3_currency | Country by currency | currency: code
restcountries.v3_capital | By capital | capital: capital city
ipify.getIP | Get IP | format?: json
ipapi.json | IP lookup | ip: ip
OpenLibrary.search | Search books | q: query; author?: author
OpenLibrary.works | Works | olid: id
OpenLibrary.covers | Covers | isbn: isbn; size?: S, M, L
Gutendex.books | Books | search?: text; languages?: codes
TheMealDB.search | Search meal | s: name
TheMealDB.filter | Filter by ingredient | i: ingredient
TheMealDB.random | Random meal |
OpenFoodFacts.product | Get product | barcode: barcode
OpenFoodFacts.search | Search products | search_terms: terms
punkapi.beers | Beers | beer_name?: name; abv_gt#?: abv
Arbeitnow.job_board | Job board | page#?: page
Adzuna.jobs_search | Jobs search | what: keywords; where?: location
Adzuna.histogram | Salary histogram | what: keywords
Currents.latest_news | Latest news | language?: lang
Currents.search | Search | keywords: keywords; country?: country
NYTimes.topstories | Top stories | section: section
NYTimes.articlesearch | Article search | q: query
balldontlie.players | Players | search?: name
balldontlie.games | Games | dates?: dates; seasons?: seasons
balldontlie.stats | Stats | player_ids: ids
ergast.current_last_results | Last results |
ergast.driverStandings | Driver standings | season: year
football_data.competitions_matches | Matches | competition: code; dateFrom?: date
football_data.standings | Standings | competition: code
TfL.line_status | Line status | ids: line ids
TfL.journey_results | Journey | from: from; to: to
aviationstack.flights | Flights | flight_iata?: flight code; dep_iata?: airport
aviationstack.airports | Airports | search: text
OpenChargeMap.poi | Charging points | latitude: lat; longitude: lon; distance#?: km
deckofcards.new_shuffle | Shuffle | deck_count#?: decks
deckofcards.draw | Draw | deck_id: deck; count#?: cards
jokeapi.joke | Get Joke | category: Programming, Misc, Pun, Spooky
icanhazdadjoke.search | Search jokes | term: term
numbersapi.trivia | Number trivia | number#: number
numbersapi.date | Date fact | month#: month; day#: day
QRServer.create_qr_code | Create QR | data: data; size?: size
QRServer.read_qr_code | Read QR | fileurl: url
ShortLink.shorten | Shorten | url: url
LibreTranslate.translate | Translate | q: text; source: lang; target: lang
LibreTranslate.detect | Detect | q: text
Dictionaryapi.entries | Entries | word: word
Datamuse.words | Words | ml?: means like; rel_rhy?: rhymes
nager.PublicHolidays | Public holidays | year#: year; countryCode: country
nager.NextPublicHolidays | Next public holidays | countryCode: country
timeapi.current_zone | Current time | timeZone: zone
timeapi.convert | Convert | fromTimeZone: zone; dateTime: date time; toTimeZone: zone
Abstract.email_validation | Email validation | email: email
Abstract.phone_validation | Phone validation | phone: phone
Numverify.validate | Validate | number: number; country_code?: country
PDFShift.convert | Convert | source: url or html
CloudConvert.jobs | Create job | tasks: tasks
Unsplash.search_photos | Search photos | query: query
Unsplash.random | Random photo | query?: topic
remove_bg.removebg | Remove | image_url: url
AQICN.feed | City feed | city: city
NASA.apod | APOD | date?: date
NASA.neo_feed | NeoWs feed | start_date: date; end_date: date
OpenNotify.iss_now | ISS now |
OpenNotify.astros | Astros |
SpaceX.launches_latest | Latest launch |
SpaceX.launches_upcoming | Upcoming |
"""

QUERIES = """
multi | I want to know the bitcoin price right now and also how much 100 euros is in dollars today | coingecko.simple_price, frankfurter.latest
multi | I'm flying to Lisbon tomorrow, can I check my flight status and also the weather forecast there | aviationstack.flights, OpenMeteo.forecast
multi | I need a random dinner recipe and also a beer that goes with it | TheMealDB.random, punkapi.beers
multi | I'm writing a novel, find me words that mean sad and also rhymes for night | Datamuse.words
multi | I got a VAT number from a supplier, I want to validate it and also verify their US address | VATComply.vat, Lob.us_verifications
multi | My grandma wants a book by Jane Austen, find it and show me the cover | OpenLibrary.search, OpenLibrary.covers
multi | I need to translate this sentence to German and then make a QR code of the translated text | LibreTranslate.translate, QRServer.create_qr_code
multi | I'm looking for python developer jobs in Berlin and want to see what the salary range is | Adzuna.jobs_search, Adzuna.histogram
multi | I want to know who is in space right now and where the ISS is | OpenNotify.astros, OpenNotify.iss_now
multi | I am planning a trip to Japan, tell me the public holidays there this year and what currency they use | nager.PublicHolidays, restcountries.v3_name
multi | I have a barcode from a cereal box, get me the product and then check if the text on it has any bad words | OpenFoodFacts.product, purgomalum.containsprofanity
multi | I want the latest F1 race results and the driver standings for this season | ergast.current_last_results, ergast.driverStandings
multi | I need to check the air quality in Delhi and also find electric car charging stations nearby | AQICN.feed, OpenChargeMap.poi
multi | I want to email a new customer, first check that the email address is valid and their phone number too | Abstract.email_validation, Abstract.phone_validation
multi | I'm bored tonight, suggest something to do and tell me a joke | bored.activity, jokeapi.joke
multi | I want to see the astronomy picture of the day and any asteroids passing near earth this week | NASA.apod, NASA.neo_feed
multi | I'm going surfing, I need the marine forecast and when the sun sets | OpenMeteo.marine, sunrise_sunset.json
multi | I want to know my public IP address and where it is located | ipify.getIP, ipapi.json
multi | I have a long web link, make it short and then take a screenshot of the page | ShortLink.shorten, apiflash.urltoimage
multi | I want the NBA games from last night and the stats of LeBron James | balldontlie.games, balldontlie.stats
multi | I'm moving to London, tell me the status of the tube lines and plan a journey from Kings Cross to Heathrow | TfL.line_status, TfL.journey_results
multi | I need the address for postal code 90210 and the current time in Los Angeles | Zippopotam.lookup_postal, timeapi.current_zone
multi | I want the top news stories in technology and also search for articles about climate change | NYTimes.topstories, NYTimes.articlesearch
multi | I have a photo, remove the background and then find a similar stock photo of mountains | remove_bg.removebg, Unsplash.search_photos
multi | I want to know how the euro to dollar rate changed over the last month and today's bitcoin fee estimates | frankfurter.timeseries, mempool.fees_recommended
multi | I want to guess the age and gender of someone called Maria | agify.predict, genderize.predict
multi | I need the next SpaceX launch and a fun fact about today's date | SpaceX.launches_upcoming, numbersapi.date
multi | I want to convert this web page to PDF and shorten the link to it | PDFShift.convert, ShortLink.shorten
multi | I want a shuffled deck and draw five cards for poker night | deckofcards.new_shuffle, deckofcards.draw
multi | I'm traveling to Spain, what language is the text "hola que tal" in and what does the word siesta mean | LibreTranslate.detect, Dictionaryapi.entries
multi | I want the Premier League table and the matches this weekend | football_data.standings, football_data.competitions_matches
multi | I found a coin called solana, show me its price history and which exchanges list coins | coincap.assets_id_history, coincap.exchanges
multi | I want a chicken recipe and also check the nutrition facts of the chicken product I bought | TheMealDB.filter, OpenFoodFacts.search
multi | I need the coordinates of the Eiffel Tower and then the weather there | nominatim.search, OpenMeteo.forecast
multi | I have coordinates 48.85, 2.35, what address is that and what is the air quality | nominatim.reverse, OpenMeteo.air_quality
multi | I want to read a free classic book and translate its first line to French | Gutendex.books, LibreTranslate.translate
multi | I'm building a website, find me the jquery library on a CDN and detect what browser this user agent is | cdnjs.libraries, userstack.detect
multi | which coins are trending today, and list the top coins by market cap in euros | coingecko.search_trending, coingecko.coins_markets
multi | I want to know what time it is in Tokyo when it is 9am in New York, and the next holiday in Japan | timeapi.convert, nager.NextPublicHolidays
multi | I received a QR code image, read it and check if the phone number in it is valid | QRServer.read_qr_code, Numverify.validate
terse | btc price usd | coingecko.simple_price
terse | eur to gbp rate | frankfurter.latest
terse | validate eu vat | VATComply.vat
terse | postcode lookup germany 10115 | Zippopotam.lookup_postal
terse | profanity check text | purgomalum.containsprofanity
terse | age from first name | agify.predict
terse | website screenshot | apiflash.urltoimage
terse | hourly temperature forecast coordinates | OpenMeteo.forecast
terse | books by author | OpenLibrary.search
terse | dad jokes about cats | icanhazdadjoke.search
terse | nba player search | balldontlie.players
terse | iss location | OpenNotify.iss_now
terse | bitcoin transaction details | mempool.tx
terse | country by currency code | restcountries.v3_currency
chatty | So my friend keeps telling me the transaction I sent him hasn't arrived, can you look up the transaction id and see what's going on with it | mempool.tx
chatty | We're hosting a quiz night at the pub and I'd love a random fact about the number 42 to open with | numbersapi.trivia
chatty | My daughter has a school project about space and she wants to know which astronauts are currently up there | OpenNotify.astros
chatty | I just bought a bottle of some craft beer and I'm curious about others with more than 8 percent alcohol | punkapi.beers
chatty | honestly I have no idea which airports there are in Iceland, can you find them for me | aviationstack.airports
chatty | we're a small company in Austria and need a list of remote friendly job postings to share with students | Arbeitnow.job_board
chatty | my cousin is driving an EV from Munich to Vienna and is nervous about finding places to charge on the way | OpenChargeMap.poi
chatty | I keep forgetting which currencies are supported before I do conversions, can you list them all | frankfurter.currencies
esl | please I want know the price of ethereum in this moment | coingecko.simple_price
esl | how many is the rate of dollar for base euro today please | VATComply.rates
esl | give me please the holidays of Germany for year 2027 | nager.PublicHolidays
esl | I need find the meaning of word serendipity | Dictionaryapi.entries
esl | what is the country of this IP 8.8.8.8 | ipapi.json
esl | make for me short link of this very long url | ShortLink.shorten
esl | search me the news in spanish language most recent | Currents.latest_news
esl | which is the next rocket of spacex that go up | SpaceX.launches_upcoming
"""


# Written in session 5 (2026-12-01), before anything of that session was tuned, so that every
# request style has at least 10 requests in each half (the rows had 4-7). Appended after the
# original lines, which keep their places and so their halves.
QUERIES_SESSION_5 = """
terse | sunrise time paris tomorrow | sunrise_sunset.json
terse | random dinner idea | TheMealDB.random
terse | gbp exchange rates base | frankfurter.latest, VATComply.rates
terse | upcoming spacex launch | SpaceX.launches_upcoming
terse | qr code for wifi password | QRServer.create_qr_code
terse | rhymes with orange | Datamuse.words
chatty | My grandmother keeps asking me what the weather will be like at her lake house this weekend, it's at about 46.5 north, 8.1 east | OpenMeteo.forecast
chatty | We're organizing a team trip to Barcelona in spring and I want to avoid days when everything is closed, could you check which public holidays Spain has next year? | nager.PublicHolidays
chatty | I run a small online shop and a customer typed a German VAT number at checkout that looks odd to me, could you check whether it's legit before I ship? | VATComply.vat
chatty | My son is obsessed with asteroids lately and wants to know if any big rocks are flying close to Earth between Monday and Friday | NASA.neo_feed
chatty | I'm writing a birthday card for my best friend and I'd love to include a fun fact about her birthday, the 14th of February | numbersapi.date
chatty | We're about to launch an app and I keep worrying users will post rude stuff, could you clean up a sample comment and replace the swear words with stars? | purgomalum.json
chatty | My dad got a weird text from a number claiming to be his bank, could you find out if +44 7700 900123 is even a real number? | Numverify.validate, Abstract.phone_validation
chatty | I'm building a little web page and I want to pull in a charting library from a CDN but I don't know which versions there are for chart.js | cdnjs.libraries_name, cdnjs.libraries
chatty | The kids are home sick and restless and I've run out of ideas, is there something random we could do together, ideally for three people? | bored.activity
chatty | I'm thinking of switching careers into UX design in Manchester and I'd like to see what jobs are actually posted there right now | Adzuna.jobs_search
chatty | My partner and I love trying new beers and we want to find that hazy one we had once, I think it was called Elvis Juice | punkapi.beers
chatty | I'm prepping a class on space exploration and want to show the students where the space station is flying at this very moment | OpenNotify.iss_now
esl | please what is the weather for the sea and the waves in coordinates 38.7, -9.4 | OpenMeteo.marine
esl | I want know the rate of change for pound to yen of last year | frankfurter.timeseries
esl | which country have the capital Canberra | restcountries.v3_capital
esl | please tell me the location of my IP computer | ipapi.json, ipify.getIP
esl | I search book of Tolstoy free to read in russian language | Gutendex.books
esl | give me cover image of the book with isbn 9780140449136 | OpenLibrary.covers
esl | what is the ingredients of the product with the barcode 3017620422003 | OpenFoodFacts.product
esl | how is the standing of the formula one pilots this year | ergast.driverStandings
esl | which are the games of basketball NBA in 12 of march | balldontlie.games
esl | tell me a joke of programming please | jokeapi.joke
esl | I need to know is valid or no this email address of client | Abstract.email_validation
esl | make photo of this web page complete, all the page | apiflash.urltoimage
"""


def endpoints_catalog() -> list[dict[str, Any]]:
    return [_tool(line) for line in TOOLS.strip().splitlines()]


def endpoints_queries(split: str | None) -> list[tuple[str, str, list[str]]]:
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
