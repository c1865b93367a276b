# ruff: noqa: E501  (data: one tool or request per line)
"""Development set "apihub": a second API-hub-style catalog, written for the sixth round of issue 14.

Written in one pass on 2026-12-01 from the public documentation of real APIs (Deezer, Spotify Web
API, Genius, Last.fm, TMDB, OMDb, Ticketmaster Discovery, Yelp Fusion, OpenWeatherMap, Meteostat,
Alpha Vantage, Finnhub, CoinMarketCap, ExchangeRate-API, Twilio, Hunter, Clearbit, DeepL, Free
Dictionary, Urban Dictionary, Spoonacular, Edamam, Amadeus, OpenSky, Pexels, Giphy, ...), BEFORE any
change of that round was tried, and committed before the engine was run on it. Unlike
`catalog_endpoints` (public-apis one-liners), it is written the way an API hub lists a product's
endpoints: the product name as the toolkit (often in the hub's own spelling: `TrueWayPlaces`,
`Weather_by_Meteosource`), endpoint names copied from paths or operation ids (`v1_convert`,
`GET_artist_top_tracks`, `search_multi`), descriptions that often only repeat the name ("Get
Suggestions", "Search", "Track") and many near-twins across products (four "search" endpoints,
three weather products, two currency converters).

Requests are first person. Styles: `multi` (two or three needs that call for actions of different
toolkits), `terse`, `chatty`, `esl` (non-native English). Even lines of each style are the tuning
half (`dev`); odd lines the validation half, which this round does not look at while tuning.

    tool line:    name | description | param: description; param?: description
    request line: style | request | relevant, names
"""

from __future__ import annotations

from typing import Any

from catalog_public_style import _tool, request_rows, split_rows

TOOLS = """
Deezer.search | Search | q: query; limit#?: limit
Deezer.artist | Artist | id: artist id
Deezer.album | Album | id: album id
Deezer.track | Track | id: track id
Deezer.chart | Chart |
Deezer.radio | Radio | id?: radio id
Deezer.get_suggestions | Get Suggestions | q: query
Spotify.search | Search for Item | q: query; type: album, artist, playlist, track
Spotify.get_track | Get Track | id: Spotify ID
Spotify.GET_artist_top_tracks | Get Artist's Top Tracks | id: artist id; market?: country
Spotify.get_recommendations | Get Recommendations | seed_artists?: ids; seed_genres?: genres; seed_tracks?: ids
Spotify.get_available_genre_seeds | Get Available Genre Seeds |
Genius.search | Search | q: query
Genius.songs | Songs | id: song id; text_format?: format
Genius.artists_songs | Artist Songs | id: artist id; sort?: title or popularity
LastFM.artist_getSimilar | artist.getSimilar | artist: artist name; limit#?: limit
LastFM.track_getInfo | track.getInfo | artist: artist; track: track
LastFM.chart_getTopTracks | chart.getTopTracks | page#?: page
TMDB.search_movie | Search Movies | query: text; year#?: year
TMDB.search_multi | Multi | query: text
TMDB.movie_credits | Credits | movie_id: id
TMDB.trending | Trending | media_type: all, movie, tv, person; time_window: day, week
TMDB.watch_providers | Watch Providers | movie_id: id
TMDB.tv_season | TV Season Details | series_id: id; season_number#: number
OMDb.by_title | By Title | t: title; y?: year; plot?: short, full
Ticketmaster.events | Event Search | keyword?: keyword; city?: city; startDateTime?: date
Ticketmaster.venues | Venue Search | keyword: keyword
Yelp.businesses_search | Business Search | term?: term; location: location; price?: 1, 2, 3, 4
Yelp.business_reviews | Reviews | business_id_or_alias: id
TrueWayPlaces.FindPlacesNearby | Search for places near a given location | location: lat,lng; type?: type; radius#?: meters
TrueWayPlaces.FindPlaceByText | Search for places by text string | text: text; language?: language
OpenWeatherMap.current_weather_data | Current Weather Data | q: city name; units?: standard, metric, imperial
OpenWeatherMap.5_day_forecast | 5 day / 3 hour forecast | q: city name
OpenWeatherMap.air_pollution | Air Pollution | lat: lat; lon: lon
OpenWeatherMap.geocoding_direct | Coordinates by location name | q: city, state, country
Weather_by_Meteosource.daily | Daily | place_id: place; language?: language
Weather_by_Meteosource.find_places | Find places | text: place name
Meteostat.point_daily | Daily Point Data | lat: lat; lon: lon; start: date; end: date
AlphaVantage.TIME_SERIES_INTRADAY | Intraday | symbol: symbol; interval: 1min, 5min, 15min, 30min, 60min
AlphaVantage.SYMBOL_SEARCH | Search Endpoint | keywords: keywords
AlphaVantage.NEWS_SENTIMENT | Market News & Sentiment | tickers?: tickers; topics?: topics
Finnhub.quote | Quote | symbol: symbol
Finnhub.company_news | Company News | symbol: symbol; from: date; to: date
Finnhub.stock_profile2 | Company Profile 2 | symbol?: symbol
Finnhub.calendar_earnings | Earnings Calendar | from?: date; to?: date; symbol?: symbol
CoinMarketCap.cryptocurrency_listings_latest | Listings Latest | start#?: start; limit#?: limit; convert?: currency
CoinMarketCap.cryptocurrency_quotes_latest | Quotes Latest | symbol: symbols; convert?: currency
CoinMarketCap.tools_price_conversion | Price Conversion | amount#: amount; symbol: symbol; convert: currency
ExchangeRate_API.pair | Pair Conversion | base_code: currency; target_code: currency; amount#?: amount
ExchangeRate_API.latest | Standard | base_code: currency
Currency_Converter_Pro.v1_convert | Convert | from: currency; to: currency; amount#: amount
Twilio.create_message | Create a Message resource | To: phone; From: phone; Body: text
Twilio.lookup_v2_phone_number | Fetch a PhoneNumber | phone_number: E.164 number; fields?: line_type_intelligence, caller_name
Hunter.domain_search | Domain Search | domain: domain; type?: personal, generic
Hunter.email_finder | Email Finder | domain: domain; first_name: first name; last_name: last name
Hunter.email_verifier | Email Verifier | email: email
Clearbit.company_find | Company | domain: domain
Clearbit.logo | Logo | domain: domain; size#?: px
DeepL.translate | Translate text | text: text; target_lang: language code; source_lang?: language code
DeepL.languages | Retrieve supported languages | type?: source or target
FreeDictionary.entries | Entries | language: code; word: word
UrbanDictionary.define | Define | term: term
WordsAPI.synonyms | Synonyms | word: word
Spoonacular.recipes_complexSearch | Search Recipes | query: query; diet?: diet; intolerances?: intolerances
Spoonacular.findByIngredients | Search Recipes by Ingredients | ingredients: comma separated; number#?: number
Spoonacular.food_wine_pairing | Wine Pairing | food: dish
Spoonacular.mealplanner_generate | Generate Meal Plan | timeFrame?: day or week; targetCalories#?: calories; diet?: diet
Edamam.nutrition_data | Nutrition Analysis | ingr: ingredient line
Amadeus.flight_offers_search | Flight Offers Search | originLocationCode: IATA; destinationLocationCode: IATA; departureDate: date; adults#: count
Amadeus.airport_city_search | Airport & City Search | keyword: keyword; subType: AIRPORT, CITY
Amadeus.hotel_offers | Hotel Search | cityCode: IATA city; checkInDate?: date; adults#?: count
OpenSky.states_all | All State Vectors | icao24?: transponder address; bbox?: area
AviationWeather.metar | METAR | ids: station ids
Pexels.search | Search for Photos | query: query; orientation?: landscape, portrait, square
Pexels.videos_search | Search for Videos | query: query
Giphy.search | Search Endpoint | q: query; rating?: g, pg, pg-13, r
Giphy.trending | Trending Endpoint | limit#?: limit
QuoteGarden.random | Get random quote |
NewsData.latest | Latest News | q?: keywords; country?: country; category?: category
GNews.top_headlines | Top Headlines | category?: general, world, business, technology, sports; lang?: language
Calendarific.holidays | Holidays | country: ISO country; year#: year
TimezoneDB.get_time_zone | Get Time Zone | by: zone or position; zone?: zone; lat?: lat; lng?: lng
Nutritionix.natural_exercise | Exercise | query: natural language exercise text; weight_kg#?: weight
"""

QUERIES = """
multi | I want to find the song Blinding Lights on Deezer and also read its lyrics | Deezer.search, Genius.search
terse | top tracks of Daft Punk | Spotify.GET_artist_top_tracks
chatty | We are having friends over Saturday and I have no idea what to cook, I only have chicken, rice and broccoli at home, can you find something I can make with that | Spoonacular.findByIngredients
esl | please I need know how much is 200 dollar in japanese money | ExchangeRate_API.pair, Currency_Converter_Pro.v1_convert
multi | I'm going to see a movie tonight, find me the cast of Dune Part Two and where I can stream it later | TMDB.movie_credits, TMDB.watch_providers
terse | Apple stock price now | Finnhub.quote
chatty | my sister keeps sending me weird slang and I honestly have no clue what "rizz" means, could you look it up for me | UrbanDictionary.define
esl | i want see which concerts is in Chicago next month | Ticketmaster.events
multi | I'm cooking steak for my in-laws, give me a recipe and tell me which wine goes with it | Spoonacular.recipes_complexSearch, Spoonacular.food_wine_pairing
terse | flights from Paris to New York on June 3 | Amadeus.flight_offers_search
chatty | I've been on a Radiohead kick for weeks and I'm getting bored of them, who sounds similar that I might like | LastFM.artist_getSimilar
esl | how many calories is in two egg and one toast | Edamam.nutrition_data
multi | I have a sales call with someone at stripe.com, find their work email and show me company info | Hunter.email_finder, Clearbit.company_find
terse | translate "good morning" to Japanese | DeepL.translate
chatty | my phone got a text from a number I don't recognise and I'm a bit worried, can you tell me whose number it is and if it's a mobile | Twilio.lookup_v2_phone_number
esl | what is the meaning of the word serendipity | FreeDictionary.entries
multi | I want to know the weather in Rome for the next days and the air pollution there | OpenWeatherMap.5_day_forecast, OpenWeatherMap.air_pollution
terse | funny cat gifs | Giphy.search
chatty | I run a tiny blog about hiking and I need a nice big landscape photo of mountains for the header, nothing too fancy | Pexels.search
esl | i need the holidays of Brazil for this year for plan my vacation | Calendarific.holidays
multi | I'm thinking of buying Tesla shares, show me the latest news about the company and when they report earnings | Finnhub.company_news, Finnhub.calendar_earnings
terse | bitcoin and ethereum prices in euros | CoinMarketCap.cryptocurrency_quotes_latest
chatty | I just ran 5 km this morning and I weigh about 70 kilos, I'm curious how many calories that burned | Nutritionix.natural_exercise
esl | which planes is flying over my city right now | OpenSky.states_all
multi | I'm in Tokyo for work, find me a ramen place nearby with good reviews and tell me what time it is there | Yelp.businesses_search, Yelp.business_reviews, TimezoneDB.get_time_zone
terse | what's trending in movies this week | TMDB.trending
chatty | I'm writing my wedding speech and I keep using the word "happy", can you give me some other words that mean the same | WordsAPI.synonyms
esl | please find me hotel in Barcelona for 2 person from 10 july | Amadeus.hotel_offers
multi | I want to send my team an SMS reminder and also check if the email of the new hire is real | Twilio.create_message, Hunter.email_verifier
terse | ticker symbol for Nvidia | AlphaVantage.SYMBOL_SEARCH
chatty | we are flying a small plane tomorrow morning and my instructor told me to check the weather report for the airport KSFO | AviationWeather.metar
esl | give me one motivation quote for start the day | QuoteGarden.random
multi | I want to make a workout playlist, suggest some energetic songs like Eye of the Tiger and show me the current top chart | Spotify.get_recommendations, Deezer.chart
terse | vegan meal plan for one week | Spoonacular.mealplanner_generate
chatty | my friend from Sao Paulo is visiting and she loves Italian food, I need a good place somewhere near the Brooklyn Bridge that isn't too expensive | Yelp.businesses_search, TrueWayPlaces.FindPlacesNearby
esl | what is the news of technology today | GNews.top_headlines, NewsData.latest
multi | I'm planning to fly to Lisbon, find me the airport code and then search flights from London on May 12 | Amadeus.airport_city_search, Amadeus.flight_offers_search
terse | logo of airbnb.com | Clearbit.logo
chatty | my dad wants to know what the weather was like in Chicago on the day he was born, March 3rd 1965, he says it was a blizzard | Meteostat.point_daily
esl | i want watch the second season of The Bear, which episodes it have | TMDB.tv_season
multi | I want to know the plot of the movie Inception and the full cast | OMDb.by_title, TMDB.movie_credits
terse | all employees emails at notion.so | Hunter.domain_search
chatty | I've got eggs, spinach and feta left over and honestly I'm too tired to think, what could I make with those | Spoonacular.findByIngredients
esl | how much stock price of Microsoft was changing today each 5 minute | AlphaVantage.TIME_SERIES_INTRADAY
multi | I need the top 10 cryptocurrencies by market cap and convert 0.5 BTC to dollars | CoinMarketCap.cryptocurrency_listings_latest, CoinMarketCap.tools_price_conversion
terse | which languages can DeepL translate | DeepL.languages
chatty | I'm making a little video for my daughter's birthday and need some short clips of balloons and confetti to put in it | Pexels.videos_search
esl | i look for the lyrics of song Bohemian Rhapsody, and who is singing | Genius.search, Genius.songs
multi | I'm heading to a Taylor Swift concert in London, find the event and tell me the weather there that day | Ticketmaster.events, OpenWeatherMap.5_day_forecast
multi | I want a gif of a dancing dog to send my friend and also a funny quote to go with it | Giphy.search, QuoteGarden.random
multi | I'm learning German, translate "where is the train station" and also give me the German definition of Bahnhof | DeepL.translate, FreeDictionary.entries
multi | I want to watch something good tonight, show me what's trending and where I can watch the top one | TMDB.trending, TMDB.watch_providers
multi | I'm visiting Mexico City next month, tell me the public holidays, the current weather there and how many pesos I get for 300 dollars | Calendarific.holidays, OpenWeatherMap.current_weather_data, ExchangeRate_API.pair
multi | I want to follow the market today, give me the latest market news with sentiment and the price of Amazon stock | AlphaVantage.NEWS_SENTIMENT, Finnhub.quote
multi | I need to call a supplier in Germany, check what kind of number +49 30 1234567 is and what time it is in Berlin | Twilio.lookup_v2_phone_number, TimezoneDB.get_time_zone
multi | I'm building a music quiz, find me songs by Adele and some radio stations I can play in the background | Genius.artists_songs, Deezer.radio
"""


def apihub_catalog() -> list[dict[str, Any]]:
    return [_tool(line) for line in TOOLS.strip().splitlines()]


def apihub_queries(split: str | None) -> list[tuple[str, str, list[str]]]:
    """(style, request, relevant names); `split` "dev" = even lines of each style, else odd."""
    return split_rows(request_rows(QUERIES), split)
