// Outside Sources/, where BadApp's manifest builds (a must-fail fixture; never compiled).
