# ruff: noqa: E501  (data: one tool or request per line)
"""Judging set "restbench": RestBench's requests over the TMDB and Spotify APIs, written by RestGPT's authors.

Added in session 15 as a JUDGE, never to be tuned on: like `directory`, only its aggregate rows are
looked at, and both halves judge. It is the first set whose requests were not written by this
project's sessions: they are RestBench's, the test set published with RestGPT (Song et al.,
"RestGPT: Connecting Large Language Models with Real-World RESTful APIs", 2023), copied verbatim,
the authors' typos kept ("What dose", "bitrhday", "episod"); only surrounding spaces were trimmed.
A request's relevant actions are the endpoints of its human-annotated gold solution path,
deduplicated, in order.

Sources, repository Yifan-Song793/RestGPT:
- `datasets/tmdb.json` @ 592a251528837baa6c42f1ead1851163b44cfeca: its first 100 entries, the
  published RestBench-TMDB (the README's table: 100 requests whose paths have 1/2/3/4 steps in
  5/66/27/2 of them, which these match). The 30 entries appended after them are outside that table
  and left out: three of them name endpoints TMDB does not have (`/movie/{movie_id}/production_companies`,
  `/tv/{tv_id}/season/{season_number}/episode/latest`, `/collection/{collection_id}/credits`) and nine give
  query strings as steps. An older version, @ 87677a7e129276b0e57f8d889fab01975ebf6f4d, has 100
  entries some of which were revised since; the newer text is used.
- `datasets/spotify.json` @ 7329352e25d150b163aedee9f6a84ded2908cdae: all 57 entries (the README's
  8/18/22/9).
`SOLUTIONS` keeps each request's solution as the source spells it (spaces trimmed); `endpoint_name`
turns it into the names of `QUERIES`. Two steps are misspelled and read as meant: "GET /track/{id}"
as GET /tracks/{id} (the older spotify.json spells it so), and "GET /person/{movie_id}/movie_credits",
whose parameter name does not enter the name.

Catalog: one user who connected both APIs, `tmdb` (60 endpoints of TMDB v3) and `spotify` (50 of the
Spotify Web API): the 82 endpoints the solutions name, and the same APIs' other endpoints of the
kinds RestBench's OpenAPI specs cover, as near twins (details, credits, images, videos, reviews,
similar and recommendations of movies, shows, seasons, episodes and people; collection, company
and network details and logos; the popular, top-rated, now-playing, upcoming, latest, on-the-air
and airing-today lists; trending, seven searches, discover, genre lists; Spotify's albums,
artists, tracks, audio features, search, profile, top items, saved tracks and albums, following,
playlists and their items, player, browse and recommendations). Names are derived mechanically
from method and path (`PATHS`, `endpoint_name`): the lower-case method, then the path's literal
segments ({...} parameters dropped), joined by `_`, any other character `_`: GET
/person/{person_id}/movie_credits is `tmdb.get_person_movie_credits`, PUT /me/player/play is
`spotify.put_me_player_play`; no two collide. Descriptions are the vendors' one-line summaries, not
written here: for TMDB the first sentence of the v3 reference's description
(developers.themoviedb.org/3) as quoted in Jacob212/fulltmdb `fulltmdb/v3/*.py` (read @
0d173c2660d135f70aecd727cac51c47a0b3fe8a), and in AnthonyBloomer/tmdbv3api `tmdbv3api/objs/`
for the two fulltmdb lacks or misquotes ("Get the credits for TV season.", "Get the movies of a
company by id."); for Spotify the first sentence of the description in Spotify's own OpenAPI
schema, sonallux/spotify-web-api `official-spotify-open-api.yml` @
012b55673aa4a5738ec1f33e0e251eb1f36687dc (links and notes dropped, quotes in ASCII). Parameters:
the path parameters and the main query or body parameters, in the references' words, shortened.
No ToolBench/RapidAPI, ToolLens/COLT or MetaTool material was read or used.

Styles: `tmdb` and `spotify`, the dataset a request comes from; 157 requests, 100 and 57, with 2.36
relevant actions on average (2.25 and 2.56). Even lines of each style are the `dev` half, odd
lines the `held-out` half; both judge.

    tool line:    name | description | param: description; param?: description
    request line: style | request | relevant, names
    path line:    toolkit METHOD /path            (one per tool line, in the same order)
    solution:     METHOD /path, METHOD /path      (one per request line, in the same order)
"""

from __future__ import annotations

import re
from typing import Any

from catalog_public_style import _tool, request_rows, split_rows

TOOLS = """
tmdb.get_movie | Get the primary information about a movie. | movie_id#: movie id; language?: ISO 639-1 value to display translated data; append_to_response?: Append requests within the same namespace to the response
tmdb.get_movie_credits | Get the cast and crew for a movie. | movie_id#: movie id
tmdb.get_movie_images | Get the images that belong to a movie. | movie_id#: movie id; language?: ISO 639-1 value to display translated data; include_image_language?: fallback languages, comma separated
tmdb.get_movie_keywords | Get the keywords that have been added to a movie. | movie_id#: movie id
tmdb.get_movie_release_dates | Get the release date along with the certification for a movie. | movie_id#: movie id
tmdb.get_movie_videos | Get the videos that have been added to a movie. | movie_id#: movie id; language?: ISO 639-1 value to display translated data
tmdb.get_movie_recommendations | Get a list of recommended movies for a movie. | movie_id#: movie id; language?: ISO 639-1 value to display translated data; page#?: Specify which page to query
tmdb.get_movie_similar | Get a list of similar movies. | movie_id#: movie id; language?: ISO 639-1 value to display translated data; page#?: Specify which page to query
tmdb.get_movie_reviews | Get the user reviews for a movie. | movie_id#: movie id; language?: ISO 639-1 value to display translated data; page#?: Specify which page to query
tmdb.get_movie_latest | Get the most newly created movie. | language?: ISO 639-1 value to display translated data
tmdb.get_movie_now_playing | Get a list of movies in theatres. | language?: ISO 639-1 value to display translated data; page#?: Specify which page to query; region?: ISO 3166-1 code to filter release dates
tmdb.get_movie_popular | Get a list of the current popular movies on TMDb. | language?: ISO 639-1 value to display translated data; page#?: Specify which page to query; region?: ISO 3166-1 code to filter release dates
tmdb.get_movie_top_rated | Get the top rated movies on TMDb. | language?: ISO 639-1 value to display translated data; page#?: Specify which page to query; region?: ISO 3166-1 code to filter release dates
tmdb.get_movie_upcoming | Get a list of upcoming movies in theatres. | language?: ISO 639-1 value to display translated data; page#?: Specify which page to query; region?: ISO 3166-1 code to filter release dates
tmdb.get_tv | Get the primary TV show details by id. | tv_id#: TV show id; language?: ISO 639-1 value to display translated data; append_to_response?: Append requests within the same namespace to the response
tmdb.get_tv_credits | Get the credits (cast and crew) that have been added to a TV show. | tv_id#: TV show id; language?: ISO 639-1 value to display translated data
tmdb.get_tv_images | Get the images that belong to a TV show. | tv_id#: TV show id; language?: ISO 639-1 value to display translated data; include_image_language?: fallback languages, comma separated
tmdb.get_tv_keywords | Get the keywords that have been added to a TV show. | tv_id#: TV show id
tmdb.get_tv_recommendations | Get the list of TV show recommendations for this item. | tv_id#: TV show id; language?: ISO 639-1 value to display translated data; page#?: Specify which page to query
tmdb.get_tv_similar | Get a list of similar TV shows. | tv_id#: TV show id; language?: ISO 639-1 value to display translated data; page#?: Specify which page to query
tmdb.get_tv_reviews | Get the reviews for a TV show. | tv_id#: TV show id; language?: ISO 639-1 value to display translated data; page#?: Specify which page to query
tmdb.get_tv_videos | Get the videos that have been added to a TV show. | tv_id#: TV show id; language?: ISO 639-1 value to display translated data
tmdb.get_tv_latest | Get the most newly created TV show. | language?: ISO 639-1 value to display translated data
tmdb.get_tv_airing_today | Get a list of TV shows that are airing today. | language?: ISO 639-1 value to display translated data; page#?: Specify which page to query
tmdb.get_tv_on_the_air | Get a list of shows that are currently on the air. | language?: ISO 639-1 value to display translated data; page#?: Specify which page to query
tmdb.get_tv_popular | Get a list of the current popular TV shows on TMDb. | language?: ISO 639-1 value to display translated data; page#?: Specify which page to query
tmdb.get_tv_top_rated | Get a list of the top rated TV shows on TMDb. | language?: ISO 639-1 value to display translated data; page#?: Specify which page to query
tmdb.get_tv_season | Get the TV season details by id. | tv_id#: TV show id; season_number#: season number; language?: ISO 639-1 value to display translated data; append_to_response?: Append requests within the same namespace to the response
tmdb.get_tv_season_credits | Get the credits for TV season. | tv_id#: TV show id; season_number#: season number; language?: ISO 639-1 value to display translated data
tmdb.get_tv_season_images | Get the images that belong to a TV season. | tv_id#: TV show id; season_number#: season number; language?: ISO 639-1 value to display translated data
tmdb.get_tv_season_episode | Get the TV episode details by id. | tv_id#: TV show id; season_number#: season number; episode_number#: episode number; language?: ISO 639-1 value to display translated data; append_to_response?: Append requests within the same namespace to the response
tmdb.get_tv_season_episode_credits | Get the credits (cast, crew and guest stars) for a TV episode. | tv_id#: TV show id; season_number#: season number; episode_number#: episode number
tmdb.get_tv_season_episode_images | Get the images that belong to a TV episode. | tv_id#: TV show id; season_number#: season number; episode_number#: episode number
tmdb.get_person | Get the primary person details by id. | person_id#: person id; language?: ISO 639-1 value to display translated data; append_to_response?: Append requests within the same namespace to the response
tmdb.get_person_movie_credits | Get the movie credits for a person. | person_id#: person id; language?: ISO 639-1 value to display translated data
tmdb.get_person_tv_credits | Get the TV show credits for a person. | person_id#: person id; language?: ISO 639-1 value to display translated data
tmdb.get_person_combined_credits | Get the movie and TV credits together in a single response. | person_id#: person id; language?: ISO 639-1 value to display translated data
tmdb.get_person_images | Get the images for a person. | person_id#: person id
tmdb.get_person_popular | Get the list of popular people on TMDb. | language?: ISO 639-1 value to display translated data; page#?: Specify which page to query
tmdb.get_person_latest | Get the most newly created person. | language?: ISO 639-1 value to display translated data
tmdb.get_collection | Get collection details by id. | collection_id#: collection id; language?: ISO 639-1 value to display translated data
tmdb.get_collection_images | Get the images for a collection by id. | collection_id#: collection id; language?: ISO 639-1 value to display translated data
tmdb.get_company | Get a companies details by id. | company_id#: company id
tmdb.get_company_images | Get a companies logos by id. | company_id#: company id
tmdb.get_company_movies | Get the movies of a company by id. | company_id#: company id; language?: ISO 639-1 value to display translated data; page#?: Specify which page to query
tmdb.get_network | Get the details of a network. | network_id#: network id
tmdb.get_network_images | Get the TV network logos by id. | network_id#: network id
tmdb.get_search_movie | Search for movies. | query: Pass a text query to search; language?: ISO 639-1 value to display translated data; page#?: Specify which page to query; include_adult!?: Choose whether to include adult content in the results; region?: ISO 3166-1 code to filter release dates; year#?: year; primary_release_year#?: primary release year
tmdb.get_search_tv | Search for a TV show. | query: Pass a text query to search; language?: ISO 639-1 value to display translated data; page#?: Specify which page to query; first_air_date_year#?: first air date year
tmdb.get_search_person | Search for people. | query: Pass a text query to search; language?: ISO 639-1 value to display translated data; page#?: Specify which page to query; include_adult!?: Choose whether to include adult content in the results; region?: ISO 3166-1 code to filter release dates
tmdb.get_search_company | Search for companies. | query: Pass a text query to search; page#?: Specify which page to query
tmdb.get_search_collection | Search for collections. | query: Pass a text query to search; language?: ISO 639-1 value to display translated data; page#?: Specify which page to query
tmdb.get_search_keyword | Search for keywords. | query: Pass a text query to search; page#?: Specify which page to query
tmdb.get_search_multi | Search multiple models in a single request. | query: Pass a text query to search; language?: ISO 639-1 value to display translated data; page#?: Specify which page to query; include_adult!?: Choose whether to include adult content in the results; region?: ISO 3166-1 code to filter release dates
tmdb.get_trending | Get the daily or weekly trending items. | media_type: all, movie, tv or person; time_window: day or week
tmdb.get_discover_movie | Discover movies by different types of data like average rating, number of votes, genres and certifications. | language?: ISO 639-1 value to display translated data; region?: ISO 3166-1 code to filter release dates; sort_by?: Choose from one of the many available sort options; page#?: Specify which page to query; primary_release_year#?: primary release year; vote_average.gte?: only include movies with a rating greater or equal to this value; with_genres?: Comma separated value of genre ids to include; with_cast?: Comma separated list of person ids; with_original_language?: ISO 639-1 original language
tmdb.get_discover_tv | Discover TV shows by different types of data like average rating, number of votes, genres, the network they aired on and air dates. | language?: ISO 639-1 value to display translated data; sort_by?: Choose from one of the many available sort options; page#?: Specify which page to query; first_air_date_year#?: first air date year; vote_average.gte?: only include shows with a rating greater or equal to this value; with_genres?: Comma separated value of genre ids to include; with_networks?: Comma separated value of network ids; with_original_language?: ISO 639-1 original language
tmdb.get_genre_movie_list | Get the list of official genres for movies. | language?: ISO 639-1 value to display translated data
tmdb.get_genre_tv_list | Get the list of official genres for TV shows. | language?: ISO 639-1 value to display translated data
tmdb.get_keyword_movies | Get the movies that belong to a keyword. | keyword_id#: keyword id; language?: ISO 639-1 value to display translated data; include_adult!?: Choose whether to include adult content in the results
spotify.get_albums | Get Spotify catalog information for a single album. | id: The Spotify ID of the album; market?: An ISO 3166-1 alpha-2 country code
spotify.get_albums_tracks | Get Spotify catalog information about an album's tracks. | id: The Spotify ID of the album; market?: An ISO 3166-1 alpha-2 country code; limit#?: The maximum number of items to return; offset#?: The index of the first item to return
spotify.get_artists | Get Spotify catalog information for a single artist identified by their unique Spotify ID. | id: The Spotify ID of the artist
spotify.get_artists_albums | Get Spotify catalog information about an artist's albums. | id: The Spotify ID of the artist; include_groups?: A comma-separated list of album, single, appears_on, compilation; market?: An ISO 3166-1 alpha-2 country code; limit#?: The maximum number of items to return; offset#?: The index of the first item to return
spotify.get_artists_top_tracks | Get Spotify catalog information about an artist's top tracks by country. | id: The Spotify ID of the artist; market?: An ISO 3166-1 alpha-2 country code
spotify.get_artists_related_artists | Get Spotify catalog information about artists similar to a given artist. | id: The Spotify ID of the artist
spotify.get_tracks | Get Spotify catalog information for a single track identified by its unique Spotify ID. | id: The Spotify ID for the track; market?: An ISO 3166-1 alpha-2 country code
spotify.get_audio_features | Get audio feature information for a single track identified by its unique Spotify ID. | id: The Spotify ID for the track
spotify.get_search | Get Spotify catalog information about albums, artists, playlists, tracks, shows, episodes or audiobooks that match a keyword string. | q: Your search query; type[]: A comma-separated list of item types to search across: album, artist, playlist, track, show, episode, audiobook; market?: An ISO 3166-1 alpha-2 country code; limit#?: The maximum number of results to return in each item type; offset#?: The index of the first item to return
spotify.get_me | Get detailed profile information about the current user (including the current user's username). |
spotify.get_me_top | Get the current user's top artists or tracks based on calculated affinity. | type: The type of entity to return: artists or tracks; time_range?: Over what time frame the affinities are computed: long_term, medium_term or short_term; limit#?: The maximum number of items to return; offset#?: The index of the first item to return
spotify.get_me_tracks | Get a list of the songs saved in the current Spotify user's 'Your Music' library. | market?: An ISO 3166-1 alpha-2 country code; limit#?: The maximum number of items to return; offset#?: The index of the first item to return
spotify.put_me_tracks | Save one or more tracks to the current user's 'Your Music' library. | ids[]: A JSON array of the Spotify IDs
spotify.delete_me_tracks | Remove one or more tracks from the current user's 'Your Music' library. | ids[]: A JSON array of the Spotify IDs
spotify.get_me_albums | Get a list of the albums saved in the current Spotify user's 'Your Music' library. | limit#?: The maximum number of items to return; offset#?: The index of the first item to return; market?: An ISO 3166-1 alpha-2 country code
spotify.put_me_albums | Save one or more albums to the current user's 'Your Music' library. | ids[]: A JSON array of the Spotify IDs
spotify.delete_me_albums | Remove one or more albums from the current user's 'Your Music' library. | ids[]: A JSON array of the Spotify IDs
spotify.get_me_following | Get the current user's followed artists. | type: The ID type: currently only artist is supported; after?: The last artist ID retrieved from the previous request; limit#?: The maximum number of items to return
spotify.put_me_following | Add the current user as a follower of one or more artists or other Spotify users. | type: The ID type: artist or user; ids: A comma-separated list of the artist or the user Spotify IDs
spotify.delete_me_following | Remove the current user as a follower of one or more artists or other Spotify users. | type: The ID type: artist or user; ids: A comma-separated list of the artist or the user Spotify IDs
spotify.put_playlists_followers | Add the current user as a follower of a playlist. | playlist_id: The Spotify ID of the playlist; public!?: If true the playlist will be included in user's public playlists, if false it will remain private
spotify.delete_playlists_followers | Remove the current user as a follower of a playlist. | playlist_id: The Spotify ID of the playlist
spotify.get_me_playlists | Get a list of the playlists owned or followed by the current Spotify user. | limit#?: The maximum number of items to return; offset#?: The index of the first item to return
spotify.get_users_playlists | Get a list of the playlists owned or followed by a Spotify user. | user_id: The user's Spotify user ID; limit#?: The maximum number of items to return; offset#?: The index of the first item to return
spotify.post_users_playlists | Create a playlist for a Spotify user. | user_id: The user's Spotify user ID; name: The name for the new playlist; public!?: If true the playlist will be public, if false it will be private; collaborative!?: If true the playlist will be collaborative; description?: value for playlist description as displayed in Spotify Clients and in the Web API
spotify.get_playlists | Get a playlist owned by a Spotify user. | playlist_id: The Spotify ID of the playlist; market?: An ISO 3166-1 alpha-2 country code; fields?: Filters for the query: a comma-separated list of the fields to return
spotify.put_playlists | Change a playlist's name and public/private state. | playlist_id: The Spotify ID of the playlist; name?: The new name for the playlist; public!?: If true the playlist will be public, if false it will be private; collaborative!?: If true, the playlist will become collaborative; description?: Value for playlist description as displayed in Spotify Clients and in the Web API
spotify.get_playlists_tracks | Get full details of the items of a playlist owned by a Spotify user. | playlist_id: The Spotify ID of the playlist; market?: An ISO 3166-1 alpha-2 country code; fields?: Filters for the query: a comma-separated list of the fields to return; limit#?: The maximum number of items to return; offset#?: The index of the first item to return
spotify.post_playlists_tracks | Add one or more items to a user's playlist. | playlist_id: The Spotify ID of the playlist; uris[]?: A JSON array of the Spotify URIs to add; position#?: The position to insert the items, a zero-based index
spotify.put_playlists_tracks | Either reorder or replace items in a playlist depending on the request's parameters. | playlist_id: The Spotify ID of the playlist; uris[]?: A JSON array of the Spotify URIs to set; range_start#?: The position of the first item to be reordered; insert_before#?: The position where the items should be inserted; range_length#?: The amount of items to be reordered; snapshot_id?: The playlist's snapshot ID
spotify.delete_playlists_tracks | Remove one or more items from a user's playlist. | playlist_id: The Spotify ID of the playlist; tracks[]: An array of objects containing Spotify URIs of the tracks or episodes to remove; snapshot_id?: The playlist's snapshot ID
spotify.get_me_player | Get information about the user's current playback state, including track or episode, progress, and active device. | market?: An ISO 3166-1 alpha-2 country code
spotify.put_me_player | Transfer playback to a new device and determine if it should start playing. | device_ids[]: A JSON array containing the ID of the device on which playback should be started/transferred; play!?: true: ensure playback happens on new device
spotify.get_me_player_devices | Get information about a user's available devices. |
spotify.get_me_player_currently_playing | Get the object currently being played on the user's Spotify account. | market?: An ISO 3166-1 alpha-2 country code
spotify.put_me_player_play | Start a new context or resume current playback on the user's active device. | device_id?: The id of the device this command is targeting; context_uri?: Spotify URI of the context to play; uris[]?: A JSON array of the Spotify track URIs to play; offset?: Indicates from where in the context playback should start
spotify.put_me_player_pause | Pause playback on the user's account. | device_id?: The id of the device this command is targeting
spotify.post_me_player_next | Skips to next track in the user's queue. | device_id?: The id of the device this command is targeting
spotify.post_me_player_previous | Skips to previous track in the user's queue. | device_id?: The id of the device this command is targeting
spotify.put_me_player_repeat | Set the repeat mode for the user's playback. | state: track, context or off; device_id?: The id of the device this command is targeting
spotify.put_me_player_volume | Set the volume for the user's current playback device. | volume_percent#: The volume to set. Must be a value from 0 to 100 inclusive; device_id?: The id of the device this command is targeting
spotify.put_me_player_shuffle | Toggle shuffle on or off for user's playback. | state!: true: Shuffle user's playback. false: Do not shuffle user's playback; device_id?: The id of the device this command is targeting
spotify.get_me_player_recently_played | Get tracks from the current user's recently played tracks. | limit#?: The maximum number of items to return; after#?: A Unix timestamp in milliseconds. Returns all items after this cursor position; before#?: A Unix timestamp in milliseconds. Returns all items before this cursor position
spotify.get_me_player_queue | Get the list of objects that make up the user's queue. |
spotify.post_me_player_queue | Add an item to the end of the user's current playback queue. | uri: The uri of the item to add to the queue. Must be a track or an episode uri; device_id?: The id of the device this command is targeting
spotify.get_browse_new_releases | Get a list of new album releases featured in Spotify (shown, for example, on a Spotify player's "Browse" tab). | country?: An ISO 3166-1 alpha-2 country code; limit#?: The maximum number of items to return; offset#?: The index of the first item to return
spotify.get_browse_featured_playlists | Get a list of Spotify featured playlists (shown, for example, on a Spotify player's 'Browse' tab). | country?: An ISO 3166-1 alpha-2 country code; locale?: The desired language, an ISO 639-1 language code and an ISO 3166-1 alpha-2 country code joined by an underscore; timestamp?: A timestamp in ISO 8601 format; limit#?: The maximum number of items to return; offset#?: The index of the first item to return
spotify.get_browse_categories | Get a list of categories used to tag items in Spotify (on, for example, the Spotify player's "Browse" tab). | country?: An ISO 3166-1 alpha-2 country code; locale?: The desired language, an ISO 639-1 language code and an ISO 3166-1 alpha-2 country code joined by an underscore; limit#?: The maximum number of items to return; offset#?: The index of the first item to return
spotify.get_browse_categories_playlists | Get a list of Spotify playlists tagged with a particular category. | category_id: The Spotify category ID for the category; country?: An ISO 3166-1 alpha-2 country code; limit#?: The maximum number of items to return; offset#?: The index of the first item to return
spotify.get_recommendations | Recommendations are generated based on the available information for a given seed entity and matched against similar artists and tracks. | seed_artists?: A comma separated list of Spotify IDs for seed artists; seed_genres?: A comma separated list of any genres in the set of available genre seeds; seed_tracks?: A comma separated list of Spotify IDs for a seed track; limit#?: The target size of the list of recommended tracks; market?: An ISO 3166-1 alpha-2 country code
"""

QUERIES = """
tmdb | give me the number of movies directed by Sofia Coppola | tmdb.get_search_person, tmdb.get_person_movie_credits
tmdb | Who was the lead actor in the movie The Dark Knight? | tmdb.get_search_movie, tmdb.get_movie_credits
tmdb | Who directed the top-1 rated movie? | tmdb.get_movie_top_rated, tmdb.get_movie_credits
tmdb | give me a image for the collection Star Wars | tmdb.get_search_collection, tmdb.get_collection_images
tmdb | What is the logo of the Walt Disney? | tmdb.get_search_company, tmdb.get_company_images
tmdb | What dose the lead actor of Titanic look like? | tmdb.get_search_movie, tmdb.get_movie_credits, tmdb.get_person_images
tmdb | give me some reviews of the first movie that is similar to Titanic | tmdb.get_search_movie, tmdb.get_movie_similar, tmdb.get_movie_reviews
tmdb | I just finished watching Titanic and I want some other movie recommendations | tmdb.get_search_movie, tmdb.get_movie_recommendations
tmdb | What is the latest movie directed by Christopher Nolan? | tmdb.get_search_person, tmdb.get_person_movie_credits
tmdb | tell me the highest rated movie directed by Martin Scorsese | tmdb.get_search_person, tmdb.get_person_movie_credits
tmdb | Who is the director of Leonardo DiCaprio's latest movie? | tmdb.get_search_person, tmdb.get_person_movie_credits, tmdb.get_movie_credits
tmdb | tell me a TV show recently directed by Catherine Hardwicke | tmdb.get_search_person, tmdb.get_person_tv_credits
tmdb | Please recommend me some TV shows similar to Breaking Bad | tmdb.get_search_tv, tmdb.get_tv_recommendations
tmdb | Who is the director of today's most trending movie? | tmdb.get_trending, tmdb.get_movie_credits
tmdb | Who is the director of the movie "Twilight"? | tmdb.get_search_movie, tmdb.get_movie_credits
tmdb | give me a photo belong to the second episode of the first season of the Witcher | tmdb.get_search_tv, tmdb.get_tv_season_episode_images
tmdb | What is top-1 rated movie? | tmdb.get_movie_top_rated
tmdb | What is the release date of the movie "The Matrix"? | tmdb.get_search_movie, tmdb.get_movie_release_dates
tmdb | Who is the most popular person? | tmdb.get_person_popular
tmdb | Give me some cover images of movies directed by Christopher Nolan. | tmdb.get_search_person, tmdb.get_person_movie_credits, tmdb.get_movie_images
tmdb | What are some common keywords associated with movie "Titanic"? | tmdb.get_search_movie, tmdb.get_movie_keywords
tmdb | Give me a show that is currently on the air | tmdb.get_tv_on_the_air
tmdb | When is Clint Eastwood's latest movie scheduled to be released? | tmdb.get_search_person, tmdb.get_person_movie_credits, tmdb.get_movie_release_dates
tmdb | Give me some movie reviews about The Dark Knight | tmdb.get_search_movie, tmdb.get_movie_reviews
tmdb | What are some movies that are similar to one of the movies directed by Francis Ford Coppola? | tmdb.get_search_person, tmdb.get_person_movie_credits, tmdb.get_movie_similar
tmdb | Who is the lead actor in the latest released movie? | tmdb.get_movie_latest, tmdb.get_movie_credits
tmdb | give me one image of the movie that is currently showing in theaters | tmdb.get_movie_now_playing, tmdb.get_movie_images
tmdb | What is the most popular movie right now and what is its keywords? | tmdb.get_movie_popular, tmdb.get_movie_keywords
tmdb | What are the keywords of the most popular movie right now | tmdb.get_movie_popular, tmdb.get_movie_keywords
tmdb | Who has starred in a movie "Titanic" | tmdb.get_search_movie, tmdb.get_movie_credits
tmdb | What do the logo looks like for Paramount Pictures? | tmdb.get_company, tmdb.get_company_images
tmdb | tell me where the company "universal pictures" was founded? | tmdb.get_search_company, tmdb.get_company
tmdb | When is the movie "Titanic" released? | tmdb.get_search_movie, tmdb.get_movie_release_dates
tmdb | Who has starred in the first movie of Star Wars collection? | tmdb.get_search_collection, tmdb.get_collection, tmdb.get_movie_credits
tmdb | give me a movie cover of a movie from the collection Harry Potter | tmdb.get_search_collection, tmdb.get_collection, tmdb.get_movie_images
tmdb | What are some keywords for a movie of the collection The Hunger Games? | tmdb.get_search_collection, tmdb.get_collection, tmdb.get_movie_keywords
tmdb | When are the release dates for the movies of the collection The Hobbit? | tmdb.get_search_collection, tmdb.get_collection
tmdb | List movies from The Fast and the Furious collection | tmdb.get_search_collection, tmdb.get_collection
tmdb | Give me a review of a movie from the collection The Fast and the Furious. | tmdb.get_search_collection, tmdb.get_collection, tmdb.get_movie_reviews
tmdb | When was the first movie of the collection Lord of the Rings released? | tmdb.get_search_collection, tmdb.get_collection
tmdb | tell me the directors of the first season of House of Cards | tmdb.get_search_tv, tmdb.get_tv_season_credits
tmdb | I want some tv shows that similar to House of Cards | tmdb.get_search_tv, tmdb.get_tv_similar
tmdb | When did the most popular TV show currently on the air start? | tmdb.get_tv_on_the_air, tmdb.get_tv
tmdb | tell me a few more works directed by the director of Django Unchained | tmdb.get_search_movie, tmdb.get_movie_credits, tmdb.get_person_movie_credits
tmdb | tell me the cast of a TV show on the air | tmdb.get_tv_on_the_air, tmdb.get_tv_credits
tmdb | I need a review for Breaking Bad | tmdb.get_search_tv, tmdb.get_tv_reviews
tmdb | I'm watching the tv series The Last Of Us and I need some more recommendations | tmdb.get_search_tv, tmdb.get_tv_recommendations
tmdb | I'm watching a TV show called The Last Of Us and I need some more recommendations | tmdb.get_search_tv, tmdb.get_tv_recommendations
tmdb | tell me the guest star from season 3, episode 24 of Friends | tmdb.get_search_tv, tmdb.get_tv_season_episode_credits
tmdb | Who is the lead actor in the most popular TV show? | tmdb.get_tv_popular, tmdb.get_tv_credits
tmdb | give me a keyword of the top-1 rated TV show | tmdb.get_tv_top_rated, tmdb.get_tv_keywords
tmdb | give me a poster of 2 Broke Girls | tmdb.get_search_tv, tmdb.get_tv_images
tmdb | How many episodes does 2 Broke Girls have in total? | tmdb.get_search_tv, tmdb.get_tv
tmdb | When was the company that produced The Big Bang Theory founded? | tmdb.get_search_tv, tmdb.get_tv, tmdb.get_company
tmdb | When was the TV show The Big Bang Theory created? | tmdb.get_search_tv, tmdb.get_tv
tmdb | give me a keyword of the most popular TV show | tmdb.get_tv_popular, tmdb.get_tv_keywords
tmdb | What did the third episode of the second season of Westworld talk about? | tmdb.get_search_tv, tmdb.get_tv_season_episode
tmdb | Tell me the air date of the second season of Game of Thrones | tmdb.get_search_tv, tmdb.get_tv_season
tmdb | give me a poster of the third episode of Band of Brothers | tmdb.get_search_tv, tmdb.get_tv_season_episode_images
tmdb | What is the logo of the network that produced Game of Thrones? | tmdb.get_search_tv, tmdb.get_tv, tmdb.get_network_images
tmdb | give me the homepage of the network that produced Game of Thrones | tmdb.get_search_tv, tmdb.get_tv, tmdb.get_network
tmdb | give me a keyword of the most popular TV show currently | tmdb.get_tv_popular, tmdb.get_tv_keywords
tmdb | Where is the headquarter of the company that produced currently the most popular TV show? | tmdb.get_tv_popular, tmdb.get_tv, tmdb.get_company
tmdb | What is the genre of The Mandalorian? | tmdb.get_search_tv, tmdb.get_tv
tmdb | When is the birthday of the lead actor of today's most trending TV show? | tmdb.get_trending, tmdb.get_tv_credits, tmdb.get_person
tmdb | What is the homepage of the network that produced today's most trending TV show? | tmdb.get_trending, tmdb.get_tv, tmdb.get_network
tmdb | give me a review of today's most trending TV show | tmdb.get_trending, tmdb.get_tv_reviews
tmdb | I prefer a TV show that similar to today's most trending TV show | tmdb.get_trending, tmdb.get_tv_similar
tmdb | I need a poster of today's most trending TV show | tmdb.get_trending, tmdb.get_tv_images
tmdb | Who has worked with Jeremy Clarkson in his most popular TV show? | tmdb.get_search_person, tmdb.get_person_tv_credits, tmdb.get_tv_credits
tmdb | What does the lead actor of the first episode of second season of Black Mirror look like? | tmdb.get_search_tv, tmdb.get_tv_credits, tmdb.get_person_images
tmdb | When is the lead actor of The Mandalorian born? | tmdb.get_search_tv, tmdb.get_tv_credits, tmdb.get_person
tmdb | Who is the lead actor of today's most popular TV show? | tmdb.get_tv_popular, tmdb.get_tv_credits
tmdb | give me a photo of the lead actor of the most popular TV show of this week | tmdb.get_tv_popular, tmdb.get_tv_credits, tmdb.get_person_images
tmdb | give me some reviews of Cate Blanchett's latest TV show | tmdb.get_search_person, tmdb.get_person_tv_credits, tmdb.get_tv_reviews
tmdb | What is David Schwimmer's most popular TV show? | tmdb.get_search_person, tmdb.get_person_tv_credits
tmdb | Who directed the third episode of the second season of Black Mirror? | tmdb.get_search_tv, tmdb.get_tv_season_credits
tmdb | give me some movies that Christopher Nolan known for | tmdb.get_search_person
tmdb | Avatar versus Avatar: The Way of Water, which has a higher rating | tmdb.get_search_movie
tmdb | Show me some English movies rating no less than 7.0 and no earlier than 2021 | tmdb.get_discover_movie
tmdb | What is the genre of the movie Lord of the Ring? | tmdb.get_search_movie, tmdb.get_movie
tmdb | What is the birthday of the most popular person right now? | tmdb.get_person_popular, tmdb.get_person
tmdb | give me a poster of the second season of Big Bang Theory | tmdb.get_search_tv, tmdb.get_tv_season_images
tmdb | What is the name of the third episod of the second season of Mandalorian? | tmdb.get_search_tv, tmdb.get_tv_season_episode
tmdb | When is the bitrhday of the lead actor of the movie The Shawshank Redemptionn? | tmdb.get_search_movie, tmdb.get_movie_credits, tmdb.get_person
tmdb | When is the birthday of the director of the movie The Shawshank Redemption? | tmdb.get_search_movie, tmdb.get_movie_credits, tmdb.get_person
tmdb | Where is the headquarter of the company that created the movie The Shawshank Redemption? | tmdb.get_search_movie, tmdb.get_movie, tmdb.get_company
tmdb | Where is the headquarter of the company that created the collection Star Wars? | tmdb.get_search_collection, tmdb.get_collection, tmdb.get_company
tmdb | Who has an earlier release date, The Double Life of Veronique or Mulholland Drive? | tmdb.get_search_movie, tmdb.get_movie
tmdb | Is the director of Twin Peaks Season 1 and Mulholland Drive the same person? | tmdb.get_search_tv, tmdb.get_search_movie, tmdb.get_movie_credits, tmdb.get_tv_season_credits
tmdb | Where was the director of Mulholland Drive born? | tmdb.get_search_movie, tmdb.get_movie_credits, tmdb.get_person
tmdb | Is Mulholland Drive in the Top-10 rated list of the TMDB? | tmdb.get_search_movie, tmdb.get_movie_top_rated
tmdb | Who directed more movies, Akira Kurosawa or Spielberg? | tmdb.get_search_person, tmdb.get_person_movie_credits
tmdb | What TV series has the director of Mulholland Drive directed? | tmdb.get_search_movie, tmdb.get_person_tv_credits
tmdb | Tell me about actor Scarlett Johansson's birthday | tmdb.get_search_person, tmdb.get_person
tmdb | How many seasons of Sword Art Online are there? | tmdb.get_search_tv, tmdb.get_tv
tmdb | Are Yui Aragaki and Gen Hoshino co-starring in We Married as Job? | tmdb.get_search_movie, tmdb.get_movie_credits
tmdb | Who is older, by how many years, the director of film Barbie or the lead actor of television DEATH NOTE? | tmdb.get_search_movie, tmdb.get_movie_credits, tmdb.get_search_tv, tmdb.get_tv_credits
tmdb | Tell me about Katherine LaNasa's latest movie appearance. | tmdb.get_search_person, tmdb.get_person_movie_credits
tmdb | Give me one cover image of the movie Oppenheimer. | tmdb.get_search_movie, tmdb.get_movie_images
spotify | Make me a playlist containing three songs of Mariah Carey and name it 'Love Mariah' | spotify.get_search, spotify.get_me, spotify.post_users_playlists, spotify.post_playlists_tracks
spotify | Add the first song of The Dark Side of the Moon in my playback queue | spotify.get_search, spotify.get_albums_tracks, spotify.post_me_player_queue
spotify | Add Summertime Sadness by Lana Del Rey in my first playlist | spotify.get_search, spotify.get_me_playlists, spotify.post_playlists_tracks
spotify | Skip to the next track and set the volume to 60 | spotify.post_me_player_next, spotify.put_me_player_volume
spotify | Put the song now being played into My Music | spotify.get_me_player_currently_playing, spotify.put_me_tracks
spotify | Append the first song of the newest album of my following first artist to my player queue | spotify.get_me_following, spotify.get_artists_albums, spotify.get_albums_tracks, spotify.post_me_player_queue
spotify | Follow the artist of the song now playing | spotify.get_me_player_currently_playing, spotify.get_tracks, spotify.put_me_following
spotify | Play a song from Taylor Swift's newest album | spotify.get_search, spotify.get_artists_albums, spotify.put_me_player_play
spotify | play me some quiet songs | spotify.get_search, spotify.put_me_player_play
spotify | Follow the artist of the first song recently played | spotify.get_me_player_currently_playing, spotify.get_tracks, spotify.put_me_following
spotify | Switch to the next song and set the single track repeat mode | spotify.post_me_player_next, spotify.put_me_player_repeat
spotify | Save Jay Chou's album Mojito | spotify.get_search, spotify.put_me_albums
spotify | Rename my first playlist to "My First" | spotify.get_me_playlists, spotify.put_playlists
spotify | Remove following from the artist of the currently playing music | spotify.get_me_player_currently_playing, spotify.get_tracks, spotify.delete_me_following
spotify | Pause playback, turn down the volume and resume playing | spotify.put_me_player_pause, spotify.put_me_player_volume, spotify.put_me_player_play
spotify | Add songs from the current playing queue to a new playlist called "Current" | spotify.get_me_player_queue, spotify.get_me, spotify.post_users_playlists, spotify.put_playlists
spotify | What is the name of the song I playing right now? | spotify.get_me_player_currently_playing
spotify | Remove the first album from my music | spotify.get_me_albums, spotify.delete_me_albums
spotify | Show me the albums I saved | spotify.get_me_albums
spotify | Follow the artist of the song which is playing right now. | spotify.get_me_player_currently_playing, spotify.get_tracks, spotify.put_me_following
spotify | Recommend me some tracks with the same genre of the music currently playing | spotify.get_me_player_currently_playing, spotify.get_search
spotify | Append the first track in The Beatle's newest album to my 'My Rock' playlist | spotify.get_search, spotify.get_artists_albums, spotify.post_playlists_tracks, spotify.put_playlists
spotify | Make top tracks of Taylor Swift a new playlist named "Love Taylor" | spotify.get_artists_top_tracks, spotify.get_me, spotify.post_users_playlists, spotify.post_playlists_tracks
spotify | Who is my favorite artist? | spotify.get_me_top
spotify | Give me a song of my favorite artist | spotify.get_me_top, spotify.get_artists
spotify | Delete all music from my 'My R&B' playlist and rename it as 'Test' | spotify.get_me_playlists, spotify.delete_playlists_tracks, spotify.put_playlists
spotify | show me the album information of the song currently playing | spotify.get_me_player_currently_playing, spotify.get_tracks
spotify | Pause device 'My PC' if it is now playing something | spotify.get_me_player, spotify.put_me_player_pause
spotify | pause current song and resume it on 'My PC' | spotify.put_me_player_pause, spotify.get_me_player_devices, spotify.put_me_player_play
spotify | show me the name of Maroon 5's newest album | spotify.get_search, spotify.get_artists_albums
spotify | Recommend more artists base on my first following artist | spotify.get_me_following, spotify.get_artists_related_artists
spotify | Unfollow the artist of the song now playing and skip to the next song | spotify.get_me_player_currently_playing, spotify.delete_me_following, spotify.post_me_player_next
spotify | Follow Taylor Swift | spotify.get_search, spotify.put_me_following
spotify | Make my top tracks a new playlist called 'My Top' | spotify.get_me_top, spotify.get_me, spotify.post_users_playlists, spotify.post_playlists_tracks
spotify | Remove the first song from my playlist 'My Rock' | spotify.get_me_playlists, spotify.get_playlists_tracks, spotify.delete_playlists_tracks
spotify | add top songs of the first of my following artist to My Music | spotify.get_me_following, spotify.get_artists_top_tracks, spotify.put_me_tracks
spotify | Follow all the artists involved in the playlist 'My R&B' | spotify.get_me, spotify.get_playlists, spotify.put_me_following
spotify | remove the second track from my playlist 'My R&B' | spotify.get_me_playlists, spotify.get_playlists_tracks, spotify.delete_playlists_tracks
spotify | remove the third track from My Music | spotify.get_me_tracks, spotify.delete_me_tracks
spotify | Follow all the singers involved in the song When You Believe | spotify.get_search, spotify.get_tracks, spotify.put_me_following
spotify | Skip to the next track | spotify.post_me_player_next
spotify | Play my playlist 'My Rock' | spotify.get_me_playlists, spotify.put_me_player_play
spotify | Clear my music library and cancel all following singers | spotify.get_me_tracks, spotify.delete_me_tracks, spotify.get_me_following, spotify.delete_me_following
spotify | Create a new playlist and name it Quiet | spotify.get_me, spotify.post_users_playlists
spotify | Turn down the volume to 20 | spotify.put_me_player_volume
spotify | Set the single track repeat mode | spotify.put_me_player_repeat
spotify | Pause playback, increase volume to 80 and switch to the next song | spotify.put_me_player_pause, spotify.put_me_player_volume, spotify.post_me_player_next
spotify | Play the newest album of BIGBANG | spotify.get_search, spotify.get_artists_albums, spotify.put_me_player_play
spotify | Follow the artist of the album Mojito | spotify.get_search, spotify.get_albums, spotify.put_me_following
spotify | Play the third song from my music library and set the single track repeat mode | spotify.get_me_tracks, spotify.get_tracks, spotify.put_me_player_play, spotify.put_me_player_repeat
spotify | Create a new playlist named 'BIGBANG' and add a song of BIGBANG to it | spotify.get_me, spotify.post_users_playlists, spotify.get_search, spotify.post_playlists_tracks
spotify | Delete all songs from my first playlist | spotify.get_me_playlists, spotify.get_playlists, spotify.delete_playlists_tracks
spotify | Make my first playlist private | spotify.get_me_playlists, spotify.get_playlists, spotify.put_playlists
spotify | Add album Mojito to my music library | spotify.get_search, spotify.put_me_albums
spotify | Add the first song from my music library to the playback queue and enable single song repeat mode | spotify.get_me_tracks, spotify.post_me_player_queue, spotify.put_me_player_repeat
spotify | What is my user name? | spotify.get_me
spotify | Pause the player | spotify.put_me_player_pause
"""

PATHS = """
tmdb GET /movie/{movie_id}
tmdb GET /movie/{movie_id}/credits
tmdb GET /movie/{movie_id}/images
tmdb GET /movie/{movie_id}/keywords
tmdb GET /movie/{movie_id}/release_dates
tmdb GET /movie/{movie_id}/videos
tmdb GET /movie/{movie_id}/recommendations
tmdb GET /movie/{movie_id}/similar
tmdb GET /movie/{movie_id}/reviews
tmdb GET /movie/latest
tmdb GET /movie/now_playing
tmdb GET /movie/popular
tmdb GET /movie/top_rated
tmdb GET /movie/upcoming
tmdb GET /tv/{tv_id}
tmdb GET /tv/{tv_id}/credits
tmdb GET /tv/{tv_id}/images
tmdb GET /tv/{tv_id}/keywords
tmdb GET /tv/{tv_id}/recommendations
tmdb GET /tv/{tv_id}/similar
tmdb GET /tv/{tv_id}/reviews
tmdb GET /tv/{tv_id}/videos
tmdb GET /tv/latest
tmdb GET /tv/airing_today
tmdb GET /tv/on_the_air
tmdb GET /tv/popular
tmdb GET /tv/top_rated
tmdb GET /tv/{tv_id}/season/{season_number}
tmdb GET /tv/{tv_id}/season/{season_number}/credits
tmdb GET /tv/{tv_id}/season/{season_number}/images
tmdb GET /tv/{tv_id}/season/{season_number}/episode/{episode_number}
tmdb GET /tv/{tv_id}/season/{season_number}/episode/{episode_number}/credits
tmdb GET /tv/{tv_id}/season/{season_number}/episode/{episode_number}/images
tmdb GET /person/{person_id}
tmdb GET /person/{person_id}/movie_credits
tmdb GET /person/{person_id}/tv_credits
tmdb GET /person/{person_id}/combined_credits
tmdb GET /person/{person_id}/images
tmdb GET /person/popular
tmdb GET /person/latest
tmdb GET /collection/{collection_id}
tmdb GET /collection/{collection_id}/images
tmdb GET /company/{company_id}
tmdb GET /company/{company_id}/images
tmdb GET /company/{company_id}/movies
tmdb GET /network/{network_id}
tmdb GET /network/{network_id}/images
tmdb GET /search/movie
tmdb GET /search/tv
tmdb GET /search/person
tmdb GET /search/company
tmdb GET /search/collection
tmdb GET /search/keyword
tmdb GET /search/multi
tmdb GET /trending/{media_type}/{time_window}
tmdb GET /discover/movie
tmdb GET /discover/tv
tmdb GET /genre/movie/list
tmdb GET /genre/tv/list
tmdb GET /keyword/{keyword_id}/movies
spotify GET /albums/{id}
spotify GET /albums/{id}/tracks
spotify GET /artists/{id}
spotify GET /artists/{id}/albums
spotify GET /artists/{id}/top-tracks
spotify GET /artists/{id}/related-artists
spotify GET /tracks/{id}
spotify GET /audio-features/{id}
spotify GET /search
spotify GET /me
spotify GET /me/top/{type}
spotify GET /me/tracks
spotify PUT /me/tracks
spotify DELETE /me/tracks
spotify GET /me/albums
spotify PUT /me/albums
spotify DELETE /me/albums
spotify GET /me/following
spotify PUT /me/following
spotify DELETE /me/following
spotify PUT /playlists/{playlist_id}/followers
spotify DELETE /playlists/{playlist_id}/followers
spotify GET /me/playlists
spotify GET /users/{user_id}/playlists
spotify POST /users/{user_id}/playlists
spotify GET /playlists/{playlist_id}
spotify PUT /playlists/{playlist_id}
spotify GET /playlists/{playlist_id}/tracks
spotify POST /playlists/{playlist_id}/tracks
spotify PUT /playlists/{playlist_id}/tracks
spotify DELETE /playlists/{playlist_id}/tracks
spotify GET /me/player
spotify PUT /me/player
spotify GET /me/player/devices
spotify GET /me/player/currently-playing
spotify PUT /me/player/play
spotify PUT /me/player/pause
spotify POST /me/player/next
spotify POST /me/player/previous
spotify PUT /me/player/repeat
spotify PUT /me/player/volume
spotify PUT /me/player/shuffle
spotify GET /me/player/recently-played
spotify GET /me/player/queue
spotify POST /me/player/queue
spotify GET /browse/new-releases
spotify GET /browse/featured-playlists
spotify GET /browse/categories
spotify GET /browse/categories/{category_id}/playlists
spotify GET /recommendations
"""

SOLUTIONS = """
GET /search/person, GET /person/{person_id}/movie_credits
GET /search/movie, GET /movie/{movie_id}/credits
GET /movie/top_rated, GET /movie/{movie_id}/credits
GET /search/collection, GET /collection/{collection_id}/images
GET /search/company, GET /company/{company_id}/images
GET /search/movie, GET /movie/{movie_id}/credits, GET /person/{person_id}/images
GET /search/movie, GET /movie/{movie_id}/similar, GET /movie/{movie_id}/reviews
GET /search/movie, GET /movie/{movie_id}/recommendations
GET /search/person, GET /person/{person_id}/movie_credits
GET /search/person, GET /person/{person_id}/movie_credits
GET /search/person, GET /person/{person_id}/movie_credits, GET /movie/{movie_id}/credits
GET /search/person, GET /person/{person_id}/tv_credits
GET /search/tv, GET /tv/{tv_id}/recommendations
GET /trending/{media_type}/{time_window}, GET /movie/{movie_id}/credits
GET /search/movie, GET /movie/{movie_id}/credits
GET /search/tv, GET /tv/{tv_id}/season/{season_number}/episode/{episode_number}/images
GET /movie/top_rated
GET /search/movie, GET /movie/{movie_id}/release_dates
GET /person/popular
GET /search/person, GET /person/{person_id}/movie_credits, GET /movie/{movie_id}/images
GET /search/movie, GET /movie/{movie_id}/keywords
GET /tv/on_the_air
GET /search/person, GET /person/{person_id}/movie_credits, GET /movie/{movie_id}/release_dates
GET /search/movie, GET /movie/{movie_id}/reviews
GET /search/person, GET /person/{person_id}/movie_credits, GET /movie/{movie_id}/similar
GET /movie/latest, GET /movie/{movie_id}/credits
GET /movie/now_playing, GET /movie/{movie_id}/images
GET /movie/popular, GET /movie/{movie_id}/keywords
GET /movie/popular, GET /movie/{movie_id}/keywords
GET /search/movie, GET /movie/{movie_id}/credits
GET /company/{company_id}, GET /company/{company_id}/images
GET /search/company, GET /company/{company_id}
GET /search/movie, GET /movie/{movie_id}/release_dates
GET /search/collection, GET /collection/{collection_id}, GET /movie/{movie_id}/credits
GET /search/collection, GET /collection/{collection_id}, GET /movie/{movie_id}/images
GET /search/collection, GET /collection/{collection_id}, GET /movie/{movie_id}/keywords
GET /search/collection, GET /collection/{collection_id}
GET /search/collection, GET /collection/{collection_id}
GET /search/collection, GET /collection/{collection_id}, GET /movie/{movie_id}/reviews
GET /search/collection, GET /collection/{collection_id}
GET /search/tv, GET /tv/{tv_id}/season/{season_number}/credits
GET /search/tv, GET /tv/{tv_id}/similar
GET /tv/on_the_air, GET /tv/{tv_id}
GET /search/movie, GET /movie/{movie_id}/credits, GET /person/{person_id}/movie_credits
GET /tv/on_the_air, GET /tv/{tv_id}/credits
GET /search/tv, GET /tv/{tv_id}/reviews
GET /search/tv, GET /tv/{tv_id}/recommendations
GET /search/tv, GET /tv/{tv_id}/recommendations
GET /search/tv, GET /tv/{tv_id}/season/{season_number}/episode/{episode_number}/credits
GET /tv/popular, GET /tv/{tv_id}/credits
GET /tv/top_rated, GET /tv/{tv_id}/keywords
GET /search/tv, GET /tv/{tv_id}/images
GET /search/tv, GET /tv/{tv_id}
GET /search/tv, GET /tv/{tv_id}, GET /company/{company_id}
GET /search/tv, GET /tv/{tv_id}
GET /tv/popular, GET /tv/{tv_id}/keywords
GET /search/tv, GET /tv/{tv_id}/season/{season_number}/episode/{episode_number}
GET /search/tv, GET /tv/{tv_id}/season/{season_number}
GET /search/tv, GET /tv/{tv_id}/season/{season_number}/episode/{episode_number}/images
GET /search/tv, GET /tv/{tv_id}, GET /network/{network_id}/images
GET /search/tv, GET /tv/{tv_id}, GET /network/{network_id}
GET /tv/popular, GET /tv/{tv_id}/keywords
GET /tv/popular, GET /tv/{tv_id}, GET /company/{company_id}
GET /search/tv, GET /tv/{tv_id}
GET /trending/{media_type}/{time_window}, GET /tv/{tv_id}/credits, GET /person/{person_id}
GET /trending/{media_type}/{time_window}, GET /tv/{tv_id}, GET /network/{network_id}
GET /trending/{media_type}/{time_window}, GET /tv/{tv_id}/reviews
GET /trending/{media_type}/{time_window}, GET /tv/{tv_id}/similar
GET /trending/{media_type}/{time_window}, GET /tv/{tv_id}/images
GET /search/person, GET /person/{person_id}/tv_credits, GET /tv/{tv_id}/credits
GET /search/tv, GET /tv/{tv_id}/credits, GET /person/{person_id}/images
GET /search/tv, GET /tv/{tv_id}/credits, GET /person/{person_id}
GET /tv/popular, GET /tv/{tv_id}/credits
GET /tv/popular, GET /tv/{tv_id}/credits, GET /person/{person_id}/images
GET /search/person, GET /person/{person_id}/tv_credits, GET /tv/{tv_id}/reviews
GET /search/person, GET /person/{person_id}/tv_credits
GET /search/tv, GET /tv/{tv_id}/season/{season_number}/credits
GET /search/person
GET /search/movie, GET /search/movie
GET /discover/movie
GET /search/movie, GET /movie/{movie_id}
GET /person/popular, GET /person/{person_id}
GET /search/tv, GET /tv/{tv_id}/season/{season_number}/images
GET /search/tv, GET /tv/{tv_id}/season/{season_number}/episode/{episode_number}
GET /search/movie, GET /movie/{movie_id}/credits, GET /person/{person_id}
GET /search/movie, GET /movie/{movie_id}/credits, GET /person/{person_id}
GET /search/movie, GET /movie/{movie_id}, GET /company/{company_id}
GET /search/collection, GET /collection/{collection_id}, GET /company/{company_id}
GET /search/movie, GET /movie/{movie_id}
GET /search/tv, GET /search/movie, GET /movie/{movie_id}/credits, GET /tv/{tv_id}/season/{season_number}/credits
GET /search/movie, GET /movie/{movie_id}/credits, GET /person/{person_id}
GET /search/movie, GET /movie/top_rated
GET /search/person, GET /person/{person_id}/movie_credits
GET /search/movie, GET /person/{person_id}/tv_credits
GET /search/person, GET /person/{person_id}
GET /search/tv, GET /tv/{tv_id}
GET /search/movie, GET /movie/{movie_id}/credits
GET /search/movie, GET /movie/{movie_id}/credits, GET /search/tv, GET /tv/{tv_id}/credits
GET /search/person, GET /person/{movie_id}/movie_credits
GET /search/movie, GET /movie/{movie_id}/images
GET /search, GET /me, POST /users/{user_id}/playlists, POST /playlists/{playlist_id}/tracks
GET /search, GET /albums/{id}/tracks, POST /me/player/queue
GET /search, GET /me/playlists, POST /playlists/{playlist_id}/tracks
POST /me/player/next, PUT /me/player/volume
GET /me/player/currently-playing, PUT /me/tracks
GET /me/following, GET /artists/{id}/albums, GET /albums/{id}/tracks, POST /me/player/queue
GET /me/player/currently-playing, GET /tracks/{id}, PUT /me/following
GET /search, GET /artists/{id}/albums, PUT /me/player/play
GET /search, PUT /me/player/play
GET /me/player/currently-playing, GET /tracks/{id}, PUT /me/following
POST /me/player/next, PUT /me/player/repeat
GET /search, PUT /me/albums
GET /me/playlists, PUT /playlists/{playlist_id}
GET /me/player/currently-playing, GET /tracks/{id}, DELETE /me/following
PUT /me/player/pause, PUT /me/player/volume, PUT /me/player/play
GET /me/player/queue, GET /me, POST /users/{user_id}/playlists, PUT /playlists/{playlist_id}
GET /me/player/currently-playing
GET /me/albums, DELETE /me/albums
GET /me/albums
GET /me/player/currently-playing, GET /tracks/{id}, PUT /me/following
GET /me/player/currently-playing, GET /search
GET /search, GET /artists/{id}/albums, POST /playlists/{playlist_id}/tracks, PUT /playlists/{playlist_id}
GET /artists/{id}/top-tracks, GET /me, POST /users/{user_id}/playlists, POST /playlists/{playlist_id}/tracks
GET /me/top/{type}
GET /me/top/{type}, GET /artists/{id}
GET /me/playlists, DELETE /playlists/{playlist_id}/tracks, PUT /playlists/{playlist_id}
GET /me/player/currently-playing, GET /tracks/{id}
GET /me/player, PUT /me/player/pause
PUT /me/player/pause, GET /me/player/devices, PUT /me/player/play
GET /search, GET /artists/{id}/albums
GET /me/following, GET /artists/{id}/related-artists
GET /me/player/currently-playing, DELETE /me/following, POST /me/player/next
GET /search, PUT /me/following
GET /me/top/{type}, GET /me, POST /users/{user_id}/playlists, POST /playlists/{playlist_id}/tracks
GET /me/playlists, GET /playlists/{playlist_id}/tracks, DELETE /playlists/{playlist_id}/tracks
GET /me/following, GET /artists/{id}/top-tracks, PUT /me/tracks
GET /me, GET /playlists/{playlist_id}, PUT /me/following
GET /me/playlists, GET /playlists/{playlist_id}/tracks, DELETE /playlists/{playlist_id}/tracks
GET /me/tracks, DELETE /me/tracks
GET /search, GET /track/{id}, PUT /me/following
POST /me/player/next
GET /me/playlists, PUT /me/player/play
GET /me/tracks, DELETE /me/tracks, GET /me/following, DELETE /me/following
GET /me, POST /users/{user_id}/playlists
PUT /me/player/volume
PUT /me/player/repeat
PUT /me/player/pause, PUT /me/player/volume, POST /me/player/next
GET /search, GET /artists/{id}/albums, PUT /me/player/play
GET /search, GET /albums/{id}, PUT /me/following
GET /me/tracks, GET /tracks/{id}, PUT /me/player/play, PUT /me/player/repeat
GET /me, POST /users/{user_id}/playlists, GET /search, POST /playlists/{playlist_id}/tracks
GET /me/playlists, GET /playlists/{playlist_id}, DELETE /playlists/{playlist_id}/tracks
GET /me/playlists, GET /playlists/{playlist_id}, PUT /playlists/{playlist_id}
GET /search, PUT /me/albums
GET /me/tracks, POST /me/player/queue, PUT /me/player/repeat
GET /me
PUT /me/player/pause
"""

# The one misspelled step of the source, read as meant (the older spotify.json spells it so).
MISSPELLED = {"GET /track/{id}": "GET /tracks/{id}"}


def endpoint_name(toolkit: str, endpoint: str) -> str:
    """`tmdb`, "GET /person/{person_id}/movie_credits" -> "tmdb.get_person_movie_credits"."""
    endpoint = " ".join(endpoint.split())
    method, path = MISSPELLED.get(endpoint, endpoint).split(" ", 1)
    literal = [segment for segment in path.split("/") if segment and not segment.startswith("{")]
    return f"{toolkit}." + re.sub(r"[^a-z0-9]+", "_", "_".join([method, *literal]).lower())


def restbench_catalog() -> list[dict[str, Any]]:
    return [_tool(line) for line in TOOLS.strip().splitlines()]


def restbench_queries(split: str | None) -> list[tuple[str, str, list[str]]]:
    """(style, request, relevant names); `split` "dev" = even lines of each style, else odd."""
    return split_rows(request_rows(QUERIES), split)
